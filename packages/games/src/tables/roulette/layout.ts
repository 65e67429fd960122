/**
 * The European single-zero wheel and table layout. The table has 12 rows of three
 * (row r holds 3r+1, 3r+2, 3r+3) and three columns (1, 4, …, 34 / 2, 5, …, 35 /
 * 3, 6, …, 36), with 0 at the head touching 1, 2 and 3.
 */
export const POCKET_COUNT = 37;

export type PocketColour = 'red' | 'black' | 'green';

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export function isPocket(n: unknown): n is number {
  return Number.isInteger(n) && (n as number) >= 0 && (n as number) < POCKET_COUNT;
}

export function pocketColour(pocket: number): PocketColour {
  if (pocket === 0) return 'green';
  return RED_NUMBERS.has(pocket) ? 'red' : 'black';
}

/** Numbers in a spot, ascending and joined by '-': one key per spot whatever the order. */
export function spotKey(numbers: readonly number[]): string {
  return [...numbers].sort((a, b) => a - b).join('-');
}

function row(r: number): number[] {
  return [3 * r + 1, 3 * r + 2, 3 * r + 3];
}

/**
 * Every legal inside spot by bet type, as spot keys. Listing them once and looking bets
 * up is easier to check against a picture of the layout than geometry rules would be.
 * With 0 only the standard spots: splits 0-1, 0-2, 0-3, the trios 0-1-2 and 0-2-3, and
 * the first four 0-1-2-3 (a corner, paying 8:1).
 */
function buildInsideSpots() {
  const straight = Array.from({ length: POCKET_COUNT }, (_, n) => [n]);
  const split: number[][] = [
    [0, 1],
    [0, 2],
    [0, 3],
  ];
  const corner: number[][] = [[0, 1, 2, 3]];
  for (let n = 1; n <= 36; n++) {
    const hasRight = n % 3 !== 0;
    const hasBelow = n <= 33;
    if (hasRight) split.push([n, n + 1]);
    if (hasBelow) split.push([n, n + 3]);
    if (hasRight && hasBelow) corner.push([n, n + 1, n + 3, n + 4]);
  }
  const rows = Array.from({ length: 12 }, (_, r) => row(r));
  const street = [...rows, [0, 1, 2], [0, 2, 3]];
  const sixLine = rows.slice(0, 11).map((numbers, r) => [...numbers, ...row(r + 1)]);
  const asKeys = (spots: number[][]) => new Set(spots.map(spotKey));
  return {
    straight: asKeys(straight),
    split: asKeys(split),
    street: asKeys(street),
    corner: asKeys(corner),
    sixLine: asKeys(sixLine),
  };
}

export type InsideBetType = 'straight' | 'split' | 'street' | 'corner' | 'sixLine';

export const INSIDE_SPOTS: Readonly<Record<InsideBetType, ReadonlySet<string>>> =
  buildInsideSpots();

/** How many numbers each inside bet covers. */
export const INSIDE_SIZES: Readonly<Record<InsideBetType, number>> = {
  straight: 1,
  split: 2,
  street: 3,
  corner: 4,
  sixLine: 6,
};
