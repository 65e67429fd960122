import type { Odds, OddsStyle } from '../types.ts';
import { assertOdds, SportsRuleError } from './errors.ts';

/** Hundredths of a unit: 1.00 written as hundredths. */
const ONE = 100;

/**
 * A price as the brand's odds style shows it, two decimals (stored prices stay decimal;
 * this is display only):
 * - decimal: the odds, stake included (1.95).
 * - hk (Hong Kong): the winnings a unit, decimal − 1 (0.95).
 * - malay: decimal − 1 up to 2.00; above, −1 / (decimal − 1), the stake to risk to win
 *   one (2.90 → -0.53).
 * - indo (Indonesian): decimal − 1 from 2.00 up; below, −1 / (decimal − 1) (1.50 → -2.00).
 *
 * All in integer hundredths; the one division (−1 / …) rounds half away from zero.
 */
export function formatOdds(odds: Odds, style: OddsStyle): string {
  assertOdds(odds);
  const winnings = odds - ONE; // decimal − 1, in hundredths, at least 1
  switch (style) {
    case 'decimal':
      return hundredths(odds);
    case 'hk':
      return hundredths(winnings);
    case 'malay':
      return odds <= 2 * ONE ? hundredths(winnings) : hundredths(-stakeToWinOne(winnings));
    case 'indo':
      return odds >= 2 * ONE ? hundredths(winnings) : hundredths(-stakeToWinOne(winnings));
    default:
      throw new SportsRuleError('BAD_ODDS', `unknown odds style ${String(style)}`);
  }
}

/**
 * 1 / (winnings / 100) in hundredths, i.e. 10 000 / winnings, rounded half away from zero.
 * At least 0.01: long Malay prices (past 201.00) would otherwise show "-0.00", which
 * reads as no price at all.
 */
function stakeToWinOne(winnings: number): number {
  const twice = 2 * ONE * ONE + winnings; // (10 000 + winnings / 2) × 2, over 2 × winnings
  const rounded = (twice - (twice % (2 * winnings))) / (2 * winnings); // exact: no float division
  return Math.max(1, rounded);
}

/** Whole hundredths as "1.95" or "-0.53" (ASCII hyphen-minus). */
function hundredths(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.floor(abs / ONE)}.${String(abs % ONE).padStart(2, '0')}`;
}
