import type { LotteryResult } from '../draws.ts';
import type { LotteryPick } from '../selection.ts';

/** One unit bet, as the brute-force oracles list them. */
export type Unit = readonly LotteryPick[];

/** A play type's rules written the slow way (brute-force.ts). */
export interface BruteForce<D extends LotteryResult = LotteryResult> {
  expand(selection: readonly (readonly LotteryPick[])[]): Unit[];
  /** The prize level this unit bet wins, or null. */
  level(draw: D, unit: Unit): number | null;
  /** How many times a winning unit wins at its level (lô: once per prize number); 1 if absent. */
  times?(draw: D, unit: Unit): number;
  /** For typed tickets: the ticket that wins this draw, so tests see wins too. */
  lucky?(draw: D): LotteryPick[];
}

/** Every k-subset of a row, in row order. */
export const subsets = (row: readonly LotteryPick[], k: number): Unit[] =>
  k === 0
    ? [[]]
    : row.flatMap((p, i) => subsets(row.slice(i + 1), k - 1).map((rest) => [p, ...rest]));
