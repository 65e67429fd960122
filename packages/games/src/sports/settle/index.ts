/** The sportsbook's settlement math: pure, bigint money, odds in hundredths (README.md). */
export { type CashOutLeg, cashOutValue } from './cash-out.ts';
export { assertOdds, assertStake, SportsRuleError, type SportsRuleErrorCode } from './errors.ts';
export { lineOutcome } from './lines.ts';
export { formatOdds } from './odds-format.ts';
export {
  CORRECT_SCORES,
  correctScoreOf,
  isCorrectScorePick,
  settleSelection,
} from './outcome.ts';
export {
  betReturn,
  comboOdds,
  FACTOR_DENOMINATOR,
  legFactor,
  potentialReturn,
  type SettledLeg,
} from './returns.ts';
export { COMBO_MAX, COMBO_MIN, checkSlip, type SlipLeg } from './slip.ts';
