import type { getPointConfig, MallItem, ValueOf } from '@gamehall/contract';
import { formatMoney } from '../../../components/ui/index.ts';

export type PointConfig = ValueOf<typeof getPointConfig>;
export type { MallItem };

/** Points carry two decimals and read like amounts: 1,234.50. */
export const formatPoints = (points: number): string => formatMoney(points);

/** The contract's most pieces one redemption takes. */
export const MAX_PIECES = 100;

/** The most pieces of an item the player may ask for now (0 when sold out). */
export const maxPieces = (item: Pick<MallItem, 'available'>): number =>
  Math.max(0, Math.min(item.available, MAX_PIECES));

/** What converting `points` gives, in money: points × the point's value, to the cent. */
export const convertedAmount = (points: number, pointValue: number): number =>
  Math.round(points * pointValue * 100) / 100;
