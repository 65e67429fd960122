import {
  countsOf,
  isTile,
  KIND_COUNT,
  TILE_KINDS,
  type Tile,
  tileIndex,
  tileOfIndex,
} from './tiles.ts';

/**
 * A declared set, laid face up beside the hand (a concealed kong too: it is declared, so
 * it is shown, but it was not claimed). `tiles` in kind order; a chow's are its run.
 */
export interface Meld {
  type: 'chow' | 'pong' | 'kong';
  tiles: Tile[];
  /** Only a concealed kong (four drawn tiles) is true. */
  concealed: boolean;
  /** The seat whose discard it took; null when made of drawn tiles only. */
  from: number | null;
}

/** One set of a hand's concealed part: a run from `first`, or three of a kind. */
export interface HandSet {
  type: 'chow' | 'pong';
  first: Tile;
}

/** A way to read a concealed hand as sets and one pair. */
export interface Decomposition {
  pair: Tile;
  sets: HandSet[];
}

/** The tiles a hand must hold concealed beside `melds` to be complete: 14 − 3 × melds. */
export const concealedCountFor = (melds: number): number => 14 - 3 * melds;

/** Index i starts a run when it is suited, its number is 1–7 (m1 … m7, p1 …, s1 …). */
const startsRun = (i: number): boolean => i < 27 && i % 9 <= 6;

function setsOf(counts: number[], need: number, from: number, found: HandSet[][]): void {
  let i = from;
  while (i < KIND_COUNT && counts[i] === 0) i++;
  if (i === KIND_COUNT) {
    if (need === 0) found.push([]);
    return;
  }
  if (need === 0) return;
  const here = (sets: HandSet[][], set: HandSet) => sets.map((rest) => [set, ...rest]);
  const c = counts[i] as number;
  if (c >= 3) {
    counts[i] = c - 3;
    const more: HandSet[][] = [];
    setsOf(counts, need - 1, i, more);
    counts[i] = c;
    found.push(...here(more, { type: 'pong', first: tileOfIndex(i) }));
  }
  if (startsRun(i) && (counts[i + 1] ?? 0) > 0 && (counts[i + 2] ?? 0) > 0) {
    counts[i] = c - 1;
    counts[i + 1] = (counts[i + 1] as number) - 1;
    counts[i + 2] = (counts[i + 2] as number) - 1;
    const more: HandSet[][] = [];
    setsOf(counts, need - 1, i, more);
    counts[i] = c;
    counts[i + 1] = (counts[i + 1] as number) + 1;
    counts[i + 2] = (counts[i + 2] as number) + 1;
    found.push(...here(more, { type: 'chow', first: tileOfIndex(i) }));
  }
}

function wellFormed(tiles: readonly Tile[], melds: readonly Meld[]): boolean {
  if (melds.length > 4 || tiles.length !== concealedCountFor(melds.length)) return false;
  if (!tiles.every(isTile)) return false;
  const all = countsOf(tiles);
  for (const t of melds.flatMap((m) => m.tiles)) {
    all[tileIndex(t)] = (all[tileIndex(t)] as number) + 1;
  }
  return all.every((c) => c <= 4);
}

/**
 * Every way the concealed `tiles` make 4 − melds sets (chows, pongs) and one pair, given
 * the declared `melds`. Empty when the tiles are not a standard complete hand (or not
 * 14 − 3 × melds of them).
 */
export function decompositions(tiles: readonly Tile[], melds: readonly Meld[]): Decomposition[] {
  if (!wellFormed(tiles, melds)) return [];
  const counts = countsOf(tiles);
  const out: Decomposition[] = [];
  for (let p = 0; p < KIND_COUNT; p++) {
    if ((counts[p] as number) < 2) continue;
    counts[p] = (counts[p] as number) - 2;
    const found: HandSet[][] = [];
    setsOf(counts, 4 - melds.length, 0, found);
    counts[p] = (counts[p] as number) + 2;
    for (const sets of found) out.push({ pair: tileOfIndex(p), sets });
  }
  return out;
}

const sevenPairsOf = (counts: readonly number[]): boolean =>
  counts.filter((c) => c === 2).length === 7;

/**
 * Seven pairs (七對子): no melds, 14 concealed tiles as seven pairs of seven different
 * kinds — four of a kind is not two pairs here (README.md).
 */
export function isSevenPairs(tiles: readonly Tile[], melds: readonly Meld[]): boolean {
  return melds.length === 0 && wellFormed(tiles, melds) && sevenPairsOf(countsOf(tiles));
}

/** Whether `counts` from index `from` on are exactly `need` sets (no list built: fast). */
function allSets(counts: number[], need: number, from: number): boolean {
  let i = from;
  while (i < KIND_COUNT && counts[i] === 0) i++;
  if (i === KIND_COUNT) return need === 0;
  const c = counts[i] as number;
  if (need === 0) return false;
  if (c >= 3) {
    counts[i] = c - 3;
    const ok = allSets(counts, need - 1, i);
    counts[i] = c;
    if (ok) return true;
  }
  if (!startsRun(i) || !(counts[i + 1] as number) || !(counts[i + 2] as number)) return false;
  counts[i] = c - 1;
  counts[i + 1] = (counts[i + 1] as number) - 1;
  counts[i + 2] = (counts[i + 2] as number) - 1;
  const ok = allSets(counts, need - 1, i);
  counts[i] = c;
  counts[i + 1] = (counts[i + 1] as number) + 1;
  counts[i + 2] = (counts[i + 2] as number) + 1;
  return ok;
}

/**
 * Whether the concealed `tiles` with the declared `melds` are a complete hand: 4 sets and
 * a pair (each meld one of the sets), or seven pairs. `tiles` must be exactly
 * 14 − 3 × melds.length tiles (a kong's fourth tile is not counted: its replacement is).
 */
export function isWinningHand(tiles: readonly Tile[], melds: readonly Meld[] = []): boolean {
  if (!wellFormed(tiles, melds)) return false;
  const counts = countsOf(tiles);
  if (melds.length === 0 && sevenPairsOf(counts)) return true;
  for (let p = 0; p < KIND_COUNT; p++) {
    const c = counts[p] as number;
    if (c < 2) continue;
    counts[p] = c - 2;
    const ok = allSets(counts, 4 - melds.length, 0);
    counts[p] = c;
    if (ok) return true;
  }
  return false;
}

/**
 * The kinds that would complete `tiles` (13 − 3 × melds of them) beside `melds`: the
 * hand's waits. A kind all four of which the hand already holds is no wait.
 */
export function waitsOf(tiles: readonly Tile[], melds: readonly Meld[] = []): Tile[] {
  return TILE_KINDS.filter((t) => isWinningHand([...tiles, t], melds));
}
