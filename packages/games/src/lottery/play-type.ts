import type { AnyLotteryFamily, ResultOf } from './draws.ts';
import type { Selection, SelectionShape } from './selection.ts';

/**
 * A play type is data plus two pure functions. A selection expands to unit bets, each
 * costing one unit; `betCount` counts them without listing them, and `winning` counts the
 * winning ones per prize level, so settling a 100,000-unit compound stays cheap. Both are
 * given a selection already checked against `shape` (validate.ts) and are tested against
 * the brute-force expansion in testing/brute-force.ts. `F` is the family, so `winning` of an
 * e-lottery type reads a `LotteryDraw` and of a regional type a `RegionalLotteryResult`.
 */
export interface PlayType<
  Id extends string = string,
  F extends AnyLotteryFamily = AnyLotteryFamily,
> {
  id: Id;
  family: F;
  /** English name for the betting page; the site translates by id. */
  name: string;
  shape: SelectionShape;
  /** Prize levels, in the order of each payout table's entries for this play type. */
  levels: readonly string[];
  betCount(selection: Selection): number;
  /** Winning unit bets per level (same order as `levels`), for a draw of this family. */
  winning(draw: ResultOf<F>, selection: Selection): number[];
}

/** Picks of a checked selection's row as numbers (a numeric board) — for winning functions. */
export const numbersOf = (selection: Selection, row: number): readonly number[] =>
  (selection[row] ?? []) as readonly number[];

/** The picks of row `row` (empty if absent), for named options. */
export const picksOf = (selection: Selection, row: number) => selection[row] ?? [];

/** Keeps each play type's id a literal type, so payout tables must name every one. */
export const playType = <const Id extends string, const F extends AnyLotteryFamily>(
  type: PlayType<Id, F>,
): PlayType<Id, F> => type;
