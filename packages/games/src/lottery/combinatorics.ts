import type { Selection } from './selection.ts';

/** C(n, k), exact: each partial product is itself a binomial coefficient, so a whole number. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 0; i < Math.min(k, n - k); i++) c = (c * (n - i)) / (i + 1);
  return c;
}

/** How many ordered triples of digits 0–9 sum to s, for s = 0…27 (SSC "sum" bets). */
export const DIGIT_TRIPLES_BY_SUM: readonly number[] = (() => {
  const ways = new Array<number>(28).fill(0);
  for (let a = 0; a < 10; a++)
    for (let b = 0; b < 10; b++)
      for (let c = 0; c < 10; c++) ways[a + b + c] = (ways[a + b + c] ?? 0) + 1;
  return ways;
})();

/** How many of `picks` are in `row`. */
export const countIn = <T>(row: readonly T[], values: Iterable<T>): number => {
  let n = 0;
  for (const v of values) if (row.includes(v)) n++;
  return n;
};

/** |A ∩ B| for two rows of picks without repeats. */
export const overlap = <T>(a: readonly T[], b: readonly T[]): number => countIn(a, b);

/**
 * Tuples of distinct numbers, one from each row: a tuple repeating a number can never be
 * drawn, so it is not a unit bet (inclusion–exclusion on the pairs that coincide).
 */
export function distinctTuples(selection: Selection): number {
  const [a = [], b = [], c] = selection;
  if (!c) return a.length * b.length - overlap(a, b);
  const abc = a.filter((x) => b.includes(x) && c.includes(x)).length;
  return (
    a.length * b.length * c.length -
    overlap(a, b) * c.length -
    overlap(a, c) * b.length -
    overlap(b, c) * a.length +
    2 * abc
  );
}
