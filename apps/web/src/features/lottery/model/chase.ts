import type { Preview } from './preview.ts';

/** A bet on the slip: the board's bet as checked, with its stake in minor units. */
export interface SlipBet {
  key: string;
  playType: string;
  selection: (number | string)[][];
  unit: number;
  multiplier: number;
  betCount: number;
  stake: bigint;
}

export type ChaseFill = 'same' | 'double';

/** Each draw's multiplier: the same for all, or doubled each draw (capped at `max`). */
export function chaseMultipliers(fill: ChaseFill, draws: number, start: number, max: number) {
  return Array.from({ length: draws }, (_, i) =>
    fill === 'same' ? start : Math.min(max, start * 2 ** Math.min(i, 30)),
  );
}

/** `multipliers` made `draws` long: kept where they are, the last one repeated after. */
export function resizeMultipliers(multipliers: number[], draws: number) {
  const last = multipliers.at(-1) ?? 1;
  return Array.from({ length: draws }, (_, i) => multipliers[i] ?? last);
}

/** The slip's stake on one draw, minor units. */
export const slipStake = (bets: readonly SlipBet[]) => bets.reduce((sum, b) => sum + b.stake, 0n);

/** The whole slip's stake: one draw, or each draw of the chase at its multiplier. */
export function totalStake(bets: readonly SlipBet[], multipliers: readonly number[] | null) {
  const once = slipStake(bets);
  if (!multipliers) return once;
  return multipliers.reduce((sum, m) => sum + once * BigInt(m), 0n);
}

let next = 0;
/** The slip's entry for a checked preview. */
export function slipBet(
  playType: string,
  unit: number,
  preview: Extract<Preview, { ok: true }>,
): SlipBet {
  next += 1;
  return {
    key: `bet-${next}`,
    playType,
    selection: preview.selection,
    unit,
    multiplier: preview.multiplier,
    betCount: preview.betCount,
    stake: preview.stake,
  };
}
