import { toMinor } from '../money.ts';
import type { CrashLimits } from './get-crash-state.ts';

/** Up to 2 decimals, with a point or a comma: 10, 2.5, 2,50. */
const DECIMAL = /^\d{1,9}([.,]\d{1,2})?$/;

const numberOf = (text: string) => {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed.replace(',', '.')) : null;
};

/** Why a field cannot be sent: a text key and its values. */
export interface Problem {
  key: string;
  values?: Record<string, string>;
}

export type BetCheck =
  | { ok: true; stake: number; autoCashout?: number }
  | { ok: false; stake?: Problem; auto?: Problem };

/**
 * The bet form's fields as the server will judge them: a stake within the game's limits
 * and the balance, and an auto cash-out left empty or within its limits. Checked here
 * first so a typo costs no request; the server still decides.
 */
export function checkBet(
  stakeText: string,
  autoText: string,
  limits: CrashLimits,
  balance: number,
  money: (major: number) => string,
): BetCheck {
  const stake = numberOf(stakeText);
  let stakeProblem: Problem | undefined;
  if (stake === null) stakeProblem = { key: 'play_crash_err_stake_format' };
  else if (toMinor(stake) < toMinor(limits.minStake) || toMinor(stake) > toMinor(limits.maxStake))
    stakeProblem = {
      key: 'play_crash_err_stake_range',
      values: { min: money(limits.minStake), max: money(limits.maxStake) },
    };
  else if (toMinor(stake) > toMinor(balance))
    stakeProblem = { key: 'play_crash_err_stake_balance' };

  const autoEmpty = autoText.trim() === '';
  const auto = autoEmpty ? undefined : numberOf(autoText);
  const autoProblem: Problem | undefined =
    auto === null || (auto !== undefined && (auto < limits.minAuto || auto > limits.maxAuto))
      ? {
          key: 'play_crash_err_auto',
          values: { min: String(limits.minAuto), max: String(limits.maxAuto) },
        }
      : undefined;

  if (stakeProblem || autoProblem || stake === null || auto === null) {
    return { ok: false, stake: stakeProblem, auto: autoProblem };
  }
  return auto === undefined ? { ok: true, stake } : { ok: true, stake, autoCashout: auto };
}
