// @vitest-environment node
import type { TFunction } from 'i18next';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import es from '../locales/es/play.json';
import { testI18n } from '../test/i18n.ts';
import { ApiError } from './api-client.ts';
import { type ErrorFacts, errorText as wordError } from './error-text.ts';

/** The money forms' words (moneyErrorText before the one table). */
const moneyErrorText = (err: unknown, t: TFunction) => wordError(err, t, 'money');
/** A game page's words (its errorText before the one table), as RoundAlert asks for them. */
const errorText = (err: unknown, t: TFunction, facts?: ErrorFacts) =>
  wordError(err, t, 'play', facts);

const t = testI18n.t.bind(testI18n);

describe('moneyErrorText', () => {
  it('words the limits and the turnover still to play in the visitor’s language', () => {
    const range = new ApiError(400, 'AMOUNT_OUT_OF_RANGE', 'amount out of range', undefined, {
      min: 100,
      max: 50000,
    });
    expect(moneyErrorText(range, t)).toBe('The amount must be from 100.00 to 50,000.00.');
    const turnover = new ApiError(400, 'TURNOVER_NOT_MET', 'turnover', undefined, {
      remaining: 1234.5,
    });
    expect(moneyErrorText(turnover, t)).toBe(
      'You still need to wager 1,234.50 before you can withdraw.',
    );
  });

  it('says clearly that there is no upline', () => {
    expect(moneyErrorText(new ApiError(400, 'NO_UPLINE', 'No upline'), t)).toMatch(
      /not registered under an agent/,
    );
  });

  it('says a reward was claimed already, and when nothing is due', () => {
    const today = new ApiError(409, 'ALREADY_CLAIMED', 'claimed', undefined, { next: 'tomorrow' });
    expect(moneyErrorText(today, t)).toBe(
      'You have already claimed today’s cashback. Come back tomorrow.',
    );
    expect(moneyErrorText(new ApiError(409, 'ALREADY_CLAIMED', 'claimed'), t)).toBe(
      'You have already claimed this reward.',
    );
    expect(moneyErrorText(new ApiError(409, 'NOTHING_TO_CLAIM', 'nothing'), t)).toBe(
      'There is nothing to claim yet.',
    );
  });

  it('shows the server’s message otherwise, or when the figures are missing', () => {
    const funds = new ApiError(409, 'WALLET_INSUFFICIENT_FUNDS', 'Not enough money in the wallet');
    expect(moneyErrorText(funds, t)).toBe('Not enough money in the wallet');
    expect(moneyErrorText(new ApiError(400, 'AMOUNT_OUT_OF_RANGE', 'Out of range'), t)).toBe(
      'Out of range',
    );
  });
});

/** The game page's own Spanish catalogue, as a Spanish site opens it. */
const spanish = i18next.createInstance();
beforeAll(() =>
  spanish.init({
    lng: 'ES',
    fallbackLng: false,
    resources: { ES: { translation: es } },
    interpolation: { escapeValue: false },
  }),
);

const refusal = (status: number, code: string, details?: unknown) =>
  new ApiError(status, code, 'Insufficient balance', undefined, details);

describe('refusals on a game page (issue 20)', () => {
  it('a balance too low reads in the site’s language with the next step', () => {
    const t = spanish.t.bind(spanish);
    const funds = refusal(409, 'WALLET_INSUFFICIENT_FUNDS');
    expect(errorText(funds, t)).toBe(
      'Tu saldo no alcanza para esta apuesta. Baja la apuesta o haz un depósito en el sitio y vuelve.',
    );
    // A game on its vendor's own wallet: the money is one click away, not a deposit.
    expect(errorText(funds, t, { transferWallet: true })).toMatch(
      /^La billetera de este juego no alcanza.*“Añadir dinero”/,
    );
  });

  it('a limit names its figure in the brand’s money', () => {
    const t = spanish.t.bind(spanish);
    const below = refusal(400, 'AMOUNT_OUT_OF_RANGE', { reason: 'BET_BELOW_MIN', limit: 1 });
    expect(errorText(below, t, { currencySymbol: '$' })).toMatch(/mínimo de la mesa, \$1\.00,/);
    expect(errorText(refusal(400, 'AMOUNT_OUT_OF_RANGE'), t)).toBe(
      'Esta apuesta no está permitida en este juego. Cámbiala y vuelve a apostar.',
    );
  });

  it('no refusal is left in the server’s English, known or not', () => {
    const t = spanish.t.bind(spanish);
    const codes = ['SESSION_EXPIRED', 'GAME_UNAVAILABLE', 'SERVER_BUSY', 'SOMETHING_NEW'];
    for (const code of codes) {
      const text = errorText(refusal(409, code), t);
      expect(text).not.toMatch(/Insufficient|balance/i);
      expect(text.length).toBeGreaterThan(20);
    }
    expect(errorText(refusal(500, 'INTERNAL'), t)).toMatch(/^Algo falló de nuestro lado/);
    expect(errorText(new ApiError(0, 'NETWORK', 'Network link is abnormal'), t)).toBe(
      es.play_error_network,
    );
  });
});

describe('the other contexts of the one table', () => {
  const funds = new ApiError(409, 'WALLET_INSUFFICIENT_FUNDS', 'Not enough money in the wallet');
  const network = new ApiError(0, 'NETWORK', 'Network link is abnormal, please try again');

  it('the site’s forms show the server’s message, or a generic text when there is none', () => {
    expect(wordError(funds, t, 'site')).toBe('Not enough money in the wallet');
    expect(wordError(network, t, 'site')).toBe('Network link is abnormal, please try again');
    expect(wordError(new ApiError(500, 'INTERNAL', ''), t, 'site')).toBe(t('in_unknown_error'));
    expect(wordError('thrown', t, 'site')).toBe(t('in_unknown_error'));
  });

  it('a launch says what to do next, or that the game could not be opened', () => {
    expect(wordError(new ApiError(403, 'TRIAL_ACCOUNT', 'x'), t, 'launch')).toBe(
      t('app_game_err_trial'),
    );
    expect(wordError(new ApiError(503, 'MAINTENANCE', 'x'), t, 'launch')).toBe(
      t('app_game_err_maintenance'),
    );
    for (const err of [funds, network, new ApiError(500, 'INTERNAL', 'x'), new Error('x')]) {
      expect(wordError(err, t, 'launch')).toBe(t('app_game_failed'));
    }
  });

  it('crash words its bet and its cash-out, and a game page’s words otherwise', () => {
    const conflict = new ApiError(409, 'CONFLICT', 'x');
    expect(wordError(conflict, t, 'crashBet')).toBe(t('play_crash_err_already'));
    expect(wordError(conflict, t, 'crashCashout')).toBe(t('play_crash_err_not_started'));
    expect(wordError(conflict, t, 'play')).toBe(t('play_err_duplicate'));
    expect(wordError(new ApiError(409, 'BETTING_CLOSED', 'x'), t, 'crashBet')).toBe(
      t('play_crash_err_closed'),
    );
    expect(wordError(new ApiError(409, 'ROUND_CRASHED', 'x'), t, 'crashCashout')).toBe(
      t('play_crash_err_too_late'),
    );
    expect(wordError(new ApiError(404, 'NOT_FOUND', 'x'), t, 'crashCashout')).toBe(
      t('play_crash_err_no_bet'),
    );
    expect(wordError(funds, t, 'crashBet')).toBe(t('play_err_funds'));
    expect(wordError(network, t, 'crashCashout')).toBe(t('play_error_network'));
  });
});
