// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { testI18n } from '../../../test/i18n.ts';

const t = testI18n.t.bind(testI18n);
const refusal = (status: number, code: string, details?: unknown) =>
  new ApiError(status, code, code, undefined, details);

describe('the sportsbook’s error words', () => {
  it('words the book’s refusals with their figures', () => {
    const stake = refusal(400, 'SPORTS_STAKE_LIMIT', { min: 1, max: 500 });
    expect(errorText(stake, t, 'sportsBet', { currencySymbol: '$' })).toBe(
      'Stakes go from $1.00 to $500.00.',
    );
    const payout = refusal(400, 'SPORTS_PAYOUT_LIMIT', { maxPayout: 10000 });
    expect(errorText(payout, t, 'sportsBet', { currencySymbol: '$' })).toBe(
      'A bet may pay at most $10,000.00. Lower the stake.',
    );
    expect(errorText(refusal(403, 'TRIAL_ACCOUNT'), t, 'sportsBet')).toMatch(/free trial account/);
    expect(errorText(refusal(409, 'SPORTS_IN_PLAY_CHANGED'), t, 'sportsBet')).toMatch(
      /match changed while your in-play bet/,
    );
  });

  it('words a cash-out’s own refusal, and the slip’s otherwise', () => {
    expect(errorText(refusal(409, 'SPORTS_CASHOUT_UNAVAILABLE'), t, 'sportsCashout')).toMatch(
      /cash-out offer changed/,
    );
    expect(errorText(refusal(409, 'WALLET_INSUFFICIENT_FUNDS'), t, 'sportsCashout')).toMatch(
      /balance is too low/,
    );
    expect(errorText(new TypeError('Failed to fetch'), t, 'sportsBet')).toBe(
      'Something went wrong. Try again.',
    );
    expect(errorText(refusal(0, 'NETWORK'), t, 'sportsBet')).toMatch(/No answer from the server/);
  });
});
