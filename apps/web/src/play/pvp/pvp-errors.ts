import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';
import { type ErrorFacts, errorText } from '../../lib/error-text.ts';
import { moneyText } from '../money.ts';

/** Which call failed: reading the table, sitting down, an action, standing up. */
export type PvpCall = 'state' | 'sit' | 'act' | 'leave';

type Details = Record<string, unknown>;
type Wording = (
  details: Details,
  facts: ErrorFacts,
) => { key: string; values: Record<string, string> } | string;

const figure = (details: Details, name: string, currency = '') => {
  const n = Number(details[name]);
  return typeof details[name] !== 'undefined' && Number.isFinite(n) ? moneyText(n, currency) : null;
};

/** A buy-in outside the room's range, with the range when the server named it. */
const buyInRange: Wording = (details, { currencySymbol }) => {
  const [min, max] = [
    figure(details, 'min', currencySymbol),
    figure(details, 'max', currencySymbol),
  ];
  return min && max ? { key: 'pvp_err_buy_in_range', values: { min, max } } : 'pvp_err_buy_in';
};

/**
 * The card rooms' refusals in words, by code and call (decision 036): what happened and
 * what to do now. Codes not here are worded as every game page words them.
 */
const WORDS: Record<string, Partial<Record<PvpCall, string | Wording>>> = {
  PVP_NOT_YOUR_TURN: { act: 'pvp_err_not_your_turn' },
  PVP_ACTION_NOT_ALLOWED: { act: 'pvp_err_not_allowed' },
  PVP_ALREADY_SEATED: { sit: 'pvp_err_already_seated' },
  PVP_NOT_SEATED: { act: 'pvp_err_not_seated', leave: 'pvp_err_not_seated' },
  AMOUNT_OUT_OF_RANGE: { sit: buyInRange, act: 'pvp_err_amount' },
  WALLET_INSUFFICIENT_FUNDS: {
    sit: (_, { transferWallet }) => (transferWallet ? 'pvp_err_funds_transfer' : 'pvp_err_funds'),
  },
  DEMO_NOT_OFFERED: { sit: 'pvp_err_demo', state: 'pvp_err_demo' },
  // The room the launch named is not one of the game's (an old or edited address).
  VALIDATION_FAILED: { state: 'pvp_err_room' },
  IDEMPOTENCY_CONFLICT: { sit: 'pvp_err_duplicate', act: 'pvp_err_duplicate' },
};

/** A failed call of the card room in the page's language. */
export function pvpErrorText(err: unknown, t: TFunction, call: PvpCall, facts: ErrorFacts = {}) {
  if (err instanceof ApiError && Object.hasOwn(WORDS, err.code)) {
    const wording = WORDS[err.code]?.[call];
    if (wording) {
      const details = (
        typeof err.details === 'object' && err.details !== null ? err.details : {}
      ) as Details;
      const text = typeof wording === 'string' ? wording : wording(details, facts);
      return typeof text === 'string' ? t(text) : t(text.key, text.values);
    }
  }
  return errorText(err, t, 'play', facts);
}
