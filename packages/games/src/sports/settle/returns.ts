import type { Odds, Outcome } from '../types.ts';
import { assertOdds, assertStake, SportsRuleError } from './errors.ts';

/** One leg of a bet once its selection has been settled. */
export interface SettledLeg {
  odds: Odds;
  outcome: Outcome;
}

/**
 * A leg factor is kept in two-hundredths: odds are hundredths, and a half win pays
 * (odds + 1.00) / 2, which needs one more factor of two to stay a whole number.
 */
export const FACTOR_DENOMINATOR = 200n;

/**
 * What one leg multiplies the stake by, in two-hundredths: a win the odds, a half win
 * half the stake at the odds and half back, a void the stake back, a half lose half the
 * stake back, a lose nothing. With 1.95: 390, 295, 200, 100, 0.
 */
export function legFactor(odds: Odds, outcome: Outcome): bigint {
  assertOdds(odds);
  switch (outcome) {
    case 'WIN':
      return 2n * BigInt(odds);
    case 'HALF_WIN':
      return BigInt(odds) + 100n;
    case 'VOID':
      return FACTOR_DENOMINATOR;
    case 'HALF_LOSE':
      return 100n;
    case 'LOSE':
      return 0n;
    default:
      throw new SportsRuleError('BAD_OUTCOME', `unknown outcome ${String(outcome)}`);
  }
}

/**
 * What a settled bet pays back, stake included, in minor units. A single is one leg; a
 * combo multiplies its legs' factors, so a void leg counts 1.00 and the combo is worth
 * what it would be without that leg, and a bet of only void legs gives the stake back.
 * The product is exact in bigints and floored once, at the end: flooring leg by leg
 * would shave a unit off many combos.
 */
export function betReturn(stake: bigint, legs: readonly SettledLeg[]): bigint {
  assertStake(stake);
  checkLegCount(legs.length);
  let numerator = stake;
  let denominator = 1n;
  legs.forEach((leg, i) => {
    assertOdds(leg.odds, i);
    if (leg.outcome === 'VOID') return; // × 200 / 200: skipping it keeps the numbers small
    numerator *= legFactor(leg.odds, leg.outcome);
    denominator *= FACTOR_DENOMINATOR;
  });
  return numerator / denominator;
}

/** What the bet pays back if every leg wins: stake × the product of the odds, floored. */
export function potentialReturn(stake: bigint, odds: readonly Odds[]): bigint {
  assertStake(stake);
  checkLegCount(odds.length);
  return (stake * product(odds)) / 100n ** BigInt(odds.length);
}

/**
 * A combo's odds in hundredths, floored, for display only (a return is always computed
 * from the legs, never from this rounded figure). Refuses a product past 2^53 rather
 * than show a rounded float.
 */
export function comboOdds(odds: readonly Odds[]): Odds {
  checkLegCount(odds.length);
  const hundredths = product(odds) / 100n ** BigInt(odds.length - 1);
  if (hundredths > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`combo odds ${hundredths} are past what a number holds exactly`);
  }
  return Number(hundredths);
}

function product(odds: readonly Odds[]): bigint {
  return odds.reduce((acc, o, i) => {
    assertOdds(o, i);
    return acc * BigInt(o);
  }, 1n);
}

function checkLegCount(count: number): void {
  if (count === 0) throw new SportsRuleError('COMBO_SIZE', 'a bet has at least one leg');
}
