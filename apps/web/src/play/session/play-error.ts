import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';
import { moneyText } from '../money.ts';

/**
 * The request may have reached the server (no answer, or it failed midway): sending it
 * again with the same requestId gets the first result and moves no money twice.
 */
export const isRetryable = (err: unknown) =>
  !(err instanceof ApiError) || err.status === 0 || err.status >= 500;

export const isSessionEnded = (err: unknown) =>
  err instanceof ApiError && err.code === 'SESSION_EXPIRED';

/**
 * Every refusal a game page can meet, in the page's language and saying what to do next
 * (issue 20): the server's own message is English and says only what went wrong.
 */
const REFUSALS: Record<string, string> = {
  WALLET_INSUFFICIENT_FUNDS: 'play_err_funds',
  VALIDATION_FAILED: 'play_err_invalid_bet',
  BAD_REQUEST: 'play_err_invalid_bet',
  SESSION_EXPIRED: 'play_err_session',
  LAUNCH_TOKEN_INVALID: 'play_err_session',
  UNAUTHORIZED: 'play_err_session',
  TOKEN_INVALID: 'play_err_session',
  FORBIDDEN: 'play_err_session',
  GAME_UNAVAILABLE: 'play_err_unavailable',
  GAME_NOT_FOUND: 'play_err_unavailable',
  MAINTENANCE: 'play_err_maintenance',
  TOO_MANY_REQUESTS: 'play_err_too_fast',
  SERVER_BUSY: 'play_err_busy',
  IDEMPOTENCY_CONFLICT: 'play_err_duplicate',
  CONFLICT: 'play_err_duplicate',
  PASSWORD_CHANGE_REQUIRED: 'play_err_password',
  TRIAL_ACCOUNT: 'play_err_trial',
};

/** The limit a refused stake passed (details of AMOUNT_OUT_OF_RANGE), by its reason. */
const LIMIT_TEXTS: Record<string, string> = {
  BET_BELOW_MIN: 'play_err_below_min',
  BET_ABOVE_MAX: 'play_err_above_max',
  ROUND_ABOVE_MAX: 'play_err_round_max',
};

/** The session's facts a refusal's advice depends on. */
export interface RefusalContext {
  /** The game plays from its vendor's own wallet (moved in from the main wallet). */
  transferWallet?: boolean;
  /** The brand's currency symbol, for the figures of a limit. */
  currencySymbol?: string;
}

/** A stake outside the game's limits, with the limit or the stakes it takes when known. */
function limitText(err: ApiError, t: TFunction, symbol: string): string {
  const details = (err.details ?? {}) as { reason?: unknown; limit?: unknown; betLevels?: unknown };
  const key = typeof details.reason === 'string' ? LIMIT_TEXTS[details.reason] : undefined;
  if (key && typeof details.limit === 'number') {
    return t(key, { amount: moneyText(details.limit, symbol) });
  }
  if (Array.isArray(details.betLevels) && details.betLevels.every((b) => typeof b === 'number')) {
    const levels = (details.betLevels as number[]).map((b) => moneyText(b, symbol)).join(', ');
    return t('play_err_bet_levels', { levels });
  }
  return t('play_err_limits');
}

/** A refusal or failure in the page's own words, with the next step. */
export function errorText(err: unknown, t: TFunction, context: RefusalContext = {}): string {
  if (!(err instanceof ApiError)) return t('play_error_unknown');
  if (err.status === 0) return t('play_error_network');
  if (err.code === 'WALLET_INSUFFICIENT_FUNDS' && context.transferWallet) {
    return t('play_err_funds_transfer');
  }
  if (err.code === 'AMOUNT_OUT_OF_RANGE') return limitText(err, t, context.currencySymbol ?? '');
  const key = REFUSALS[err.code];
  if (key) return t(key);
  return t(err.status >= 500 ? 'play_err_server' : 'play_err_refused');
}
