// @vitest-environment node
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import es from '../../locales/es/play.json';
import { testI18n } from '../../test/i18n.ts';

const t = testI18n.t.bind(testI18n);
const live = (err: unknown, transferWallet = false) =>
  errorText(err, t, 'liveBet', { currencySymbol: '$', transferWallet });
const limit = (reason: string, amount: number) =>
  new ApiError(400, 'AMOUNT_OUT_OF_RANGE', 'x', undefined, { betIndex: 0, reason, limit: amount });

describe('a live table’s words for refused chips', () => {
  it('names the limit passed: a spot’s minimum or maximum, or the round’s with the bets placed', () => {
    expect(live(limit('BET_BELOW_MIN', 1))).toBe(
      "A spot has less than this table's minimum of $1.00. Add chips to it and place your bets again.",
    );
    expect(live(limit('ROUND_ABOVE_MAX', 10_000))).toBe(
      "With the bets you already placed, this round would come to more than this table's maximum of $10,000.00 a round. Take some chips off and place your bets again.",
    );
    expect(live(new ApiError(400, 'AMOUNT_OUT_OF_RANGE', 'x'))).toBe(t('live_err_limits'));
  });

  it('says the chips stay on the board when betting closed, and how to add money', () => {
    expect(live(new ApiError(409, 'BETTING_CLOSED', 'x'))).toMatch(
      /^Bets are closed for this round: these chips were not placed\. They stay on the board/,
    );
    const funds = new ApiError(409, 'WALLET_INSUFFICIENT_FUNDS', 'x');
    expect(live(funds)).toBe(t('live_err_funds'));
    expect(live(funds, true)).toMatch(/“Add money” above the game/);
  });

  it('words everything else as the game page does', () => {
    for (const code of ['SESSION_EXPIRED', 'IDEMPOTENCY_CONFLICT', 'TOO_MANY_REQUESTS']) {
      const err = new ApiError(409, code, 'x');
      expect(live(err)).toBe(errorText(err, t, 'play'));
    }
    expect(live(new ApiError(0, 'NETWORK', 'x'))).toBe(t('play_error_network'));
  });

  it('words a decision’s refusals as a decision’s, and the rest as the chips’ and the page’s', () => {
    const decide = (err: unknown, transferWallet = false) =>
      errorText(err, t, 'liveDecide', { currencySymbol: '$', transferWallet });
    expect(decide(new ApiError(409, 'BETTING_CLOSED', 'x'))).toBe(
      'Decisions are closed for this round: your choice came too late, and the table took the default for you.',
    );
    expect(decide(new ApiError(409, 'CONFLICT', 'x'))).toBe(t('live_err_decide_conflict'));
    const funds = new ApiError(409, 'WALLET_INSUFFICIENT_FUNDS', 'x');
    expect(decide(funds)).toBe(t('live_err_decide_funds'));
    expect(decide(funds, true)).toMatch(/“Add money” above the game/);
    // Codes a decision does not word itself: the chips' words, then the game page's.
    expect(decide(limit('BET_ABOVE_MAX', 200))).toBe(live(limit('BET_ABOVE_MAX', 200)));
    for (const code of ['SESSION_EXPIRED', 'IDEMPOTENCY_CONFLICT', 'TOO_MANY_REQUESTS']) {
      const err = new ApiError(409, code, 'x');
      expect(decide(err)).toBe(errorText(err, t, 'play'));
    }
    expect(decide(new ApiError(0, 'NETWORK', 'x'))).toBe(t('play_error_network'));
  });

  it('reads in Spanish on a Spanish table', async () => {
    const spanish = i18next.createInstance();
    await spanish.init({
      lng: 'ES',
      fallbackLng: false,
      resources: { ES: { translation: es } },
      interpolation: { escapeValue: false },
    });
    expect(errorText(new ApiError(409, 'BETTING_CLOSED', 'x'), spanish.t, 'liveBet')).toBe(
      es.live_err_closed,
    );
  });
});
