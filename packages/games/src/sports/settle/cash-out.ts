import type { Odds, Outcome } from '../types.ts';
import { assertOdds, assertStake, SportsRuleError } from './errors.ts';
import { FACTOR_DENOMINATOR, legFactor } from './returns.ts';

/**
 * A leg of a bet offered for cash out: settled when `outcome` is given, open otherwise,
 * with `current` the price the book quotes for the same selection now (null or missing
 * while the market is suspended).
 */
export interface CashOutLeg {
  odds: Odds;
  outcome?: Outcome;
  current?: Odds | null;
}

/** A margin is basis points kept by the book, from none (0) to all of it (10 000). */
const ALL_BP = 10_000n;

/**
 * What the book pays now to close the bet, or null when it offers nothing. Each settled
 * leg counts its return factor (so a half lose still has value); each open leg counts
 * the odds taken over the odds now, which is what that leg is worth at today's price
 * (taken 2.00, now 1.50: 1.33 a unit). The whole is kept less `marginBp`, and floored
 * once, at the end.
 *
 * No offer: a leg lost (the bet is worth nothing), an open leg without a price (the
 * market is suspended, the value unknown), or no open leg (the bet is settled, and pays
 * through `betReturn`, not here).
 */
export function cashOutValue(
  stake: bigint,
  legs: readonly CashOutLeg[],
  marginBp: number,
): bigint | null {
  assertStake(stake);
  if (legs.length === 0) throw new SportsRuleError('COMBO_SIZE', 'a bet has at least one leg');
  if (!Number.isSafeInteger(marginBp) || marginBp < 0 || marginBp > 10_000) {
    throw new SportsRuleError('BAD_MARGIN', `a margin is 0–10000 bp, got ${marginBp}`);
  }
  let numerator = stake * (ALL_BP - BigInt(marginBp));
  let denominator = ALL_BP;
  let open = 0;
  for (const [i, leg] of legs.entries()) {
    assertOdds(leg.odds, i);
    if (leg.outcome !== undefined) {
      if (leg.outcome === 'LOSE') return null;
      numerator *= legFactor(leg.odds, leg.outcome);
      denominator *= FACTOR_DENOMINATOR;
      continue;
    }
    open++;
    if (leg.current === undefined || leg.current === null) return null;
    assertOdds(leg.current, i);
    numerator *= BigInt(leg.odds);
    denominator *= BigInt(leg.current);
  }
  return open === 0 ? null : numerator / denominator;
}
