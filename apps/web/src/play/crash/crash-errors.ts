import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';

/** The crash calls' refusals a player can act on, in the page's own words (and language). */
const BET_TEXTS: Record<string, string> = {
  BETTING_CLOSED: 'play_crash_err_closed',
  CONFLICT: 'play_crash_err_already',
};

const CASHOUT_TEXTS: Record<string, string> = {
  CONFLICT: 'play_crash_err_not_started',
  ROUND_CRASHED: 'play_crash_err_too_late',
  NOT_FOUND: 'play_crash_err_no_bet',
};

/**
 * The text of a refused bet or cash-out, or undefined for the words every game uses (a
 * balance too low, a limit, a replayed requestId: errorText).
 */
export function crashErrorText(action: 'bet' | 'cashout', t: TFunction) {
  const texts = action === 'bet' ? BET_TEXTS : CASHOUT_TEXTS;
  return (err: unknown) => {
    const key = err instanceof ApiError ? texts[err.code] : undefined;
    return key ? t(key) : undefined;
  };
}

/** A cash-out refused because the bet is over: the page fetches the bet's end. */
export const betIsOver = (err: unknown) =>
  err instanceof ApiError && (err.code === 'ROUND_CRASHED' || err.code === 'NOT_FOUND');
