import { compileModel } from './compiled-model.ts';
import type { SlotModel } from './model.ts';
import { playSpin, type SlotSpin } from './spin.ts';
import type { StopSource } from './stop-sources.ts';

/** A settled round: plain data (JSON-safe), the same on the server and the verification page. */
export interface SlotRound {
  modelId: string;
  /** Total bet in minor units, paid once for the base spin. */
  bet: number;
  /** The base spin first, then the free spins it led to, in play order. */
  spins: SlotSpin[];
  /** Minor units paid for the round: the spins' wins, capped at bet × maxWinMultiple. */
  totalWin: number;
  /** Whether the wins reached the cap (free spins still due were then not played). */
  capped: boolean;
}

/**
 * Free spins a round plays at most, whatever retriggers award: a bound on work for any
 * model. Unreachable in practice — with our models a feature averages about ten spins
 * and each spin retriggers with probability under 1%, so needing 2,000 is astronomically
 * unlikely — and it keeps a badly tuned model from spinning without end.
 */
export const MAX_FREE_SPINS = 2000;

/**
 * Plays one round: the paid base spin, then every free spin it triggers (free spins are
 * part of the same round and cost nothing). The round stops early once its wins reach the
 * cap, since no further spin could change what it pays. Throws on a bet not in the
 * model's bet levels, before drawing anything.
 */
export function playSlotRound(model: SlotModel, bet: number, source: StopSource): SlotRound {
  if (!model.betLevels.includes(bet)) {
    throw new RangeError(`${model.id}: bet ${bet} is not one of ${model.betLevels.join(', ')}`);
  }
  const c = compileModel(model);
  const cap = bet * model.maxWinMultiple;
  const base = playSpin(c, source, bet, false);
  const spins = [base];
  let win = base.win;
  let left = base.freeSpinsAwarded;
  for (let played = 0; left > 0 && win < cap && played < MAX_FREE_SPINS; played++, left--) {
    const spin = playSpin(c, source, bet, true);
    spins.push(spin);
    win += spin.win;
    left += spin.freeSpinsAwarded;
  }
  return { modelId: model.id, bet, spins, totalWin: Math.min(win, cap), capped: win >= cap };
}
