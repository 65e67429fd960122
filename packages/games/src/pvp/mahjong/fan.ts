import { type Decomposition, decompositions, isSevenPairs, type Meld } from './hand.ts';
import { isDragon, isHonour, suitOf, type Tile } from './tiles.ts';

/** The most fan a hand counts (README.md "Scoring"): a win is worth stake × 2^fan. */
export const MAX_FAN = 5;

export type FanName =
  | 'base'
  | 'self-drawn'
  | 'all pongs'
  | 'half flush'
  | 'full flush'
  | 'dragon pong'
  | 'seven pairs';

/** The fan each item is worth (a dragon pong counts once per dragon pong or kong). */
export const FAN_VALUES: Readonly<Record<FanName, number>> = {
  base: 1,
  'self-drawn': 1,
  'all pongs': 1,
  'half flush': 1,
  'full flush': 3,
  'dragon pong': 1,
  'seven pairs': 2,
};

export interface FanCount {
  /** The items counted, in the order above; 'dragon pong' once per dragon set. */
  items: FanName[];
  /** Their sum before the cap. */
  raw: number;
  /** min(raw, MAX_FAN): what the win is paid at. */
  fan: number;
  /** How the hand was read: seven pairs, or sets (melds and concealed) and a pair. */
  reading: 'seven pairs' | 'sets';
}

function flushItem(tiles: readonly Tile[]): FanName[] {
  const suits = new Set(tiles.map(suitOf).filter((s) => s !== null));
  if (suits.size !== 1) return [];
  return tiles.some(isHonour) ? ['half flush'] : ['full flush'];
}

function tally(items: FanName[], reading: FanCount['reading']): FanCount {
  const raw = items.reduce((sum, item) => sum + FAN_VALUES[item], 0);
  return { items, raw, fan: Math.min(raw, MAX_FAN), reading };
}

function setsReading(melds: readonly Meld[], d: Decomposition, common: FanName[]): FanCount {
  const triples = [
    ...melds.map((m) => ({ chow: m.type === 'chow', tile: m.tiles[0] as Tile })),
    ...d.sets.map((s) => ({ chow: s.type === 'chow', tile: s.first })),
  ];
  const items: FanName[] = ['base', ...common.filter((c) => c === 'self-drawn')];
  if (triples.every((t) => !t.chow)) items.push('all pongs');
  items.push(...common.filter((c) => c !== 'self-drawn'));
  for (const t of triples) if (!t.chow && isDragon(t.tile)) items.push('dragon pong');
  return tally(items, 'sets');
}

/**
 * The fan of a complete hand: the concealed `tiles` (the winning tile among them) and the
 * declared `melds`, won by self-draw or on a discard. A hand that reads several ways
 * (seven pairs or sets; 111222333 as pongs or chows) counts the way worth most, before the
 * cap; ties go to the sets. Throws if the hand is not complete.
 *
 * | item          | fan | when                                                  |
 * | ------------- | --- | ----------------------------------------------------- |
 * | base          | 1   | every win                                             |
 * | self-drawn    | +1  | won on a tile the winner drew (a kong's replacement too) |
 * | all pongs     | +1  | every set a pong or kong                              |
 * | half flush    | +1  | one suit and honours (at least one of each)           |
 * | full flush    | +3  | one suit only, no honours                             |
 * | dragon pong   | +1  | each pong or kong of dragons                          |
 * | seven pairs   | +2  | seven pairs instead of sets (never with all pongs)    |
 *
 * Capped at MAX_FAN = 5.
 */
export function countFan(
  tiles: readonly Tile[],
  melds: readonly Meld[],
  selfDrawn: boolean,
): FanCount {
  const all = [...tiles, ...melds.flatMap((m) => m.tiles)];
  const common: FanName[] = [...(selfDrawn ? (['self-drawn'] as const) : []), ...flushItem(all)];
  const readings = decompositions(tiles, melds).map((d) => setsReading(melds, d, common));
  if (isSevenPairs(tiles, melds)) {
    const items: FanName[] = ['base', ...common, 'seven pairs'];
    // Kept in the table's order: base, self-drawn, flush, seven pairs.
    readings.push(tally(items, 'seven pairs'));
  }
  const best = readings.reduce<FanCount | null>(
    (a, b) => (a === null || b.raw > a.raw ? b : a),
    null,
  );
  if (best === null) throw new RangeError('not a complete hand');
  return best;
}
