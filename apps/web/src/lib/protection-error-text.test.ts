// @vitest-environment node
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import es from '../locales/es/money.json';
import { testI18n } from '../test/i18n.ts';
import { ApiError } from './api-client.ts';
import { errorText } from './error-text.ts';

/*
 * Issue 19: the refusals of the player's own protection, worded where they arrive — with
 * the limit's figures and reset, or the break's end, in the brand's time (Mexico City).
 */

const t = testI18n.t.bind(testI18n);
const facts = { timeZone: 'America/Mexico_City' };

const overLimit = (details: Record<string, unknown>) =>
  new ApiError(409, 'PROTECTION_LIMIT', 'Protection limit reached', undefined, details);
const excludedUntil = (kind: string, until: string | null) =>
  new ApiError(403, 'PLAYER_EXCLUDED', 'Player excluded', undefined, { kind, until });

const dailyDeposit = {
  kind: 'DEPOSIT',
  period: 'DAY',
  limit: 100,
  used: 80,
  resetsAt: '2026-03-02T06:00:00.000Z',
};

describe('PROTECTION_LIMIT', () => {
  it('names the deposit limit, what it used and when it resets, on a money form', () => {
    expect(errorText(overLimit(dailyDeposit), t, 'money', facts)).toBe(
      'This deposit would pass your daily deposit limit of 100.00 (80.00 used so far); it resets 2026-03-02 00:00:00.',
    );
  });

  it('names a loss or wager limit and its period where bets are placed', () => {
    const weeklyLoss = { ...dailyDeposit, kind: 'LOSS', period: 'WEEK', limit: 500, used: 480.5 };
    const monthlyWager = { ...dailyDeposit, kind: 'WAGER', period: 'MONTH', limit: 2000 };
    expect(errorText(overLimit(weeklyLoss), t, 'play', facts)).toBe(
      'This bet would pass your weekly loss limit of 500.00 (480.50 lost so far). It resets 2026-03-02 00:00:00.',
    );
    // Crash and a live table take the game page's words.
    expect(errorText(overLimit(monthlyWager), t, 'crashBet', facts)).toMatch(
      /^This bet would pass your monthly wager limit of 2,000.00 \(80.00 staked so far\)/,
    );
    expect(errorText(overLimit(weeklyLoss), t, 'liveBet', facts)).toMatch(/weekly loss limit/);
    expect(errorText(overLimit(weeklyLoss), t, 'sportsBet', facts)).toMatch(
      /^This bet would pass your weekly loss limit of 500.00/,
    );
    expect(errorText(overLimit(monthlyWager), t, 'lotteryBet', facts)).toMatch(
      /^This slip would pass your monthly wager limit of 2,000.00/,
    );
  });

  it('says a limit was passed, in the site’s words, when the figures are missing', () => {
    expect(errorText(overLimit({}), t, 'money')).toBe(
      'This deposit would pass one of your deposit limits.',
    );
    expect(errorText(overLimit({ kind: 'LOSS', period: 'DAY' }), t, 'play')).toMatch(
      /^This bet would pass one of your loss or wager limits/,
    );
  });

  it('reads in the site’s language', () => {
    const spanish = i18next.createInstance();
    void spanish.init({
      lng: 'ES',
      resources: { ES: { translation: es } },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    expect(errorText(overLimit(dailyDeposit), spanish.t.bind(spanish), 'money', facts)).toBe(
      'Este depósito superaría tu límite diario de depósito de 100.00 (llevas 80.00 usados); se reinicia el 2026-03-02 00:00:00.',
    );
  });
});

describe('PLAYER_EXCLUDED', () => {
  it('tells a player at login until when their break or exclusion lasts', () => {
    expect(
      errorText(excludedUntil('COOL_OFF', '2026-03-04T18:00:00.000Z'), t, 'login', facts),
    ).toBe('You have taken a break until 2026-03-04 12:00:00. You can log in again after that.');
    expect(
      errorText(excludedUntil('SELF_EXCLUSION', '2027-03-01T18:00:00.000Z'), t, 'login', facts),
    ).toBe('You have excluded yourself until 2027-03-01 12:00:00. You cannot log in until then.');
    expect(errorText(excludedUntil('SELF_EXCLUSION', null), t, 'login', facts)).toBe(
      'You have excluded yourself permanently. This account cannot be used again.',
    );
  });

  it('says it at a deposit and a game launch too', () => {
    const onBreak = excludedUntil('COOL_OFF', '2026-03-04T18:00:00.000Z');
    expect(errorText(onBreak, t, 'money', facts)).toBe(
      'You are taking a break until 2026-03-04 12:00:00: no deposits until then.',
    );
    expect(errorText(onBreak, t, 'launch', facts)).toBe(
      'You are taking a break until 2026-03-04 12:00:00: games cannot be opened until then.',
    );
  });

  it('leaves other site forms to the server’s message', () => {
    expect(errorText(excludedUntil('COOL_OFF', '2026-03-04T18:00:00.000Z'), t, 'site')).toBe(
      'Player excluded',
    );
  });
});
