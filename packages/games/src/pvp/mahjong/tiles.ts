/**
 * Mahjong tiles as short codes (README.md "Tiles"): a suit letter and a number for the
 * suited tiles — m1–m9 characters (萬), p1–p9 dots (筒), s1–s9 bamboo (索) — and two
 * letters for the honours: winds we, ws, ww, wn (east, south, west, north) and dragons
 * dr, dg, dw (red, green, white). The 34 kinds in this order are the tile's `index`
 * (m1 = 0 … m9 = 8, p1 = 9 …, s1 = 18 …, we = 27 … wn = 30, dr = 31, dg = 32, dw = 33);
 * the set has four of each kind, 136 tiles, no flowers.
 */
export const TILE_KINDS = [
  'm1',
  'm2',
  'm3',
  'm4',
  'm5',
  'm6',
  'm7',
  'm8',
  'm9',
  'p1',
  'p2',
  'p3',
  'p4',
  'p5',
  'p6',
  'p7',
  'p8',
  'p9',
  's1',
  's2',
  's3',
  's4',
  's5',
  's6',
  's7',
  's8',
  's9',
  'we',
  'ws',
  'ww',
  'wn',
  'dr',
  'dg',
  'dw',
] as const;

export type Tile = (typeof TILE_KINDS)[number];
export type Suit = 'm' | 'p' | 's';

export const KIND_COUNT = TILE_KINDS.length;
export const COPIES = 4;
export const WALL_SIZE = KIND_COUNT * COPIES;

const INDEX: Readonly<Record<string, number>> = Object.assign(
  Object.create(null),
  Object.fromEntries(TILE_KINDS.map((t, i) => [t, i])),
);

export function isTile(code: unknown): code is Tile {
  return typeof code === 'string' && INDEX[code] !== undefined;
}

/** The tile's kind index 0–33 (throws on a code that is no tile). */
export function tileIndex(tile: string): number {
  const i = INDEX[tile];
  if (i === undefined) throw new RangeError(`not a mahjong tile: ${tile}`);
  return i;
}

export function tileOfIndex(index: number): Tile {
  const tile = TILE_KINDS[index];
  if (tile === undefined) throw new RangeError(`no tile kind ${index}`);
  return tile;
}

/** The suit of a suited tile, null for an honour. */
export function suitOf(tile: Tile): Suit | null {
  const letter = tile[0];
  return letter === 'm' || letter === 'p' || letter === 's' ? letter : null;
}

/** A suited tile's number 1–9; 0 for an honour. */
export function rankOf(tile: Tile): number {
  return suitOf(tile) === null ? 0 : Number(tile[1]);
}

export const isHonour = (tile: Tile): boolean => suitOf(tile) === null;
export const isDragon = (tile: Tile): boolean => tile[0] === 'd';

/** The suited tile `step` places up the same suit (m3 + 2 = m5), null past 9 or for honours. */
export function stepUp(tile: Tile, step: number): Tile | null {
  const rank = rankOf(tile);
  if (rank === 0 || rank + step > 9 || rank + step < 1) return null;
  return tileOfIndex(tileIndex(tile) + step);
}

/**
 * The tile at `position` (0–135) of the unshuffled wall: the kinds in index order, the
 * four copies of each together, so position p holds kind ⌊p / 4⌋ (m1 m1 m1 m1 m2 … dw).
 */
export function unshuffledTile(position: number): Tile {
  if (!Number.isInteger(position) || position < 0 || position >= WALL_SIZE) {
    throw new RangeError(`a wall has positions 0–${WALL_SIZE - 1}, got ${position}`);
  }
  return tileOfIndex(Math.floor(position / COPIES));
}

/** Tiles in kind order (a new array): how a concealed hand is kept and shown. */
export function sortTiles(tiles: readonly Tile[]): Tile[] {
  return [...tiles].sort((a, b) => tileIndex(a) - tileIndex(b));
}

/** How many of each kind (34 counts). */
export function countsOf(tiles: readonly Tile[]): number[] {
  const counts: number[] = new Array(KIND_COUNT).fill(0);
  for (const tile of tiles) {
    const i = tileIndex(tile);
    counts[i] = (counts[i] as number) + 1;
  }
  return counts;
}

export function countOf(tiles: readonly Tile[], tile: Tile): number {
  return tiles.filter((t) => t === tile).length;
}

/** `tiles` less one copy of each of `taken` (throws if one is missing). */
export function withoutTiles(tiles: readonly Tile[], taken: readonly Tile[]): Tile[] {
  const left = [...tiles];
  for (const tile of taken) {
    const i = left.indexOf(tile);
    if (i < 0) throw new RangeError(`no ${tile} to take`);
    left.splice(i, 1);
  }
  return left;
}

/** Tiles from a space-separated list of codes ("m1 m1 we dr"), for tests and fixtures. */
export function tilesOf(codes: string): Tile[] {
  return codes
    .split(/\s+/)
    .filter((c) => c !== '')
    .map((c) => {
      if (!isTile(c)) throw new RangeError(`not a mahjong tile: ${c}`);
      return c;
    });
}

const SUIT_NAMES: Readonly<Record<Suit, string>> = {
  m: 'characters',
  p: 'dots',
  s: 'bamboo',
};
const HONOUR_NAMES: Readonly<Record<string, string>> = {
  we: 'east wind',
  ws: 'south wind',
  ww: 'west wind',
  wn: 'north wind',
  dr: 'red dragon',
  dg: 'green dragon',
  dw: 'white dragon',
};

/** A tile in words: "5 of dots", "red dragon". */
export function tileName(tile: Tile): string {
  const suit = suitOf(tile);
  return suit === null ? (HONOUR_NAMES[tile] ?? tile) : `${rankOf(tile)} of ${SUIT_NAMES[suit]}`;
}
