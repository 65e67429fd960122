import type { input, RouletteBet } from '@gamehall/contract';
import type { TFunction } from 'i18next';
import { toMajor } from '../money.ts';

export type WireBet = input<typeof RouletteBet>;
export type Colour = 'red' | 'black' | 'green';

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
export const pocketColour = (n: number): Colour =>
  n === 0 ? 'green' : RED.has(n) ? 'red' : 'black';

export const EVEN_MONEY = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;
export type EvenMoney = (typeof EVEN_MONEY)[number];
type Third = 1 | 2 | 3;
export const THIRDS: readonly Third[] = [1, 2, 3];

/** A spot on this page's layout: the even-money bets, dozens, columns and single numbers. */
export type SpotKey = EvenMoney | `dozen-${Third}` | `column-${Third}` | `straight-${number}`;

/** The bet type whose table limits hold for a spot. */
export const typeOf = (key: SpotKey) => key.split('-')[0] as string;

/** The bet as the spin call takes it (stake in major units). */
export function toWireBet(key: SpotKey, stakeMinor: number): WireBet {
  const stake = toMajor(stakeMinor);
  const [type, n] = key.split('-');
  const number = Number(n);
  if (type === 'straight') return { type, numbers: [number], stake };
  if (type === 'dozen') return { type, dozen: number as Third, stake };
  if (type === 'column') return { type, column: number as Third, stake };
  return { type: key as EvenMoney, stake };
}

export const colourName = (t: TFunction, colour: Colour) => t(`play_colour_${colour}`);

export function spotLabel(t: TFunction, key: string): string {
  const [type, n] = key.split('-');
  if (type === 'straight') return t('play_roulette_straight', { number: n });
  if (type === 'dozen') return t(`play_roulette_dozen_${n}`);
  if (type === 'column') return t(`play_roulette_column_${n}`);
  if ((EVEN_MONEY as readonly string[]).includes(key)) return t(`play_roulette_${key}`);
  return key;
}

/** The server names a spot "straight 17", "dozen 2", "red": the same spot as a key here. */
export const spotOfResult = (spot: string) => spot.trim().replace(/\s+/g, '-');
