import { fromMinor, type GameCard, LOTTERY_VARIANTS } from '@gamehall/contract';
import type * as z from 'zod/mini';
import { localized } from '../../lib/localized.ts';
import type { GameRow } from './repo.ts';

/** A feed's names by language, as the translations `localized` reads. */
const namesIn = (names: Record<string, string> | null) =>
  Object.fromEntries(Object.entries(names ?? {}).map(([lang, name]) => [lang, { name }]));

type Card = z.infer<typeof GameCard>;
type Category = Card['gameType'];
type Variant = (typeof LOTTERY_VARIANTS)[number];

const isVariant = (v: string | null): v is Variant =>
  v !== null && (LOTTERY_VARIANTS as readonly string[]).includes(v);

/**
 * A stored game as the wire shows it. `category` is the category the player sees (the
 * e-sports split applied by the caller); the name is in the first language of `order`
 * the feed gave one in, else as the vendor first wrote it.
 */
export function cardOf(row: GameRow, category: string, order: readonly string[]): Card {
  return {
    gameId: Number(row.id),
    nodeId: row.game_code,
    vassalage: row.vendor,
    gameName: localized({ name: row.name }, namesIn(row.names), order).name,
    displayName: row.vendor_name,
    gameType: category as Category,
    gameClassify: row.game_classify,
    showIcon: row.icon_url,
    smallIcon: row.icon_url,
    supportPlay: Number(row.support_play) === 0 ? 0 : 1,
    minBet: fromMinor(BigInt(row.min_bet)),
    lines: Number(row.lines),
    isHot: Number(row.is_hot) === 1 ? 1 : 0,
    isGame: Number(row.vassalage) === 1 ? 'VASSALAGE' : 'GAME',
    lotteryVariant: isVariant(row.lottery_variant) ? row.lottery_variant : null,
    defaultPlayType: row.default_play_type,
  };
}
