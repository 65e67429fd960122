import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '@gamehall/contract';
import { formatMoney } from '../components/ui/money.tsx';
import type auth from '../locales/en/auth.json';
import type common from '../locales/en/common.json';
import type games from '../locales/en/games.json';
import type money from '../locales/en/money.json';
import type pages from '../locales/en/pages.json';
import type play from '../locales/en/play.json';
import { formatDateTime } from './format-date.ts';

/*
 * The words of error-text.ts's table: where a failure is worded (its contexts and their
 * catalogues), and the readings that put a refusal's figures (its details) into words.
 */

/**
 * Where a failure is worded, with the text keys it may use: those of the catalogue its
 * screen loads, so a key a context cannot show is a compile error. The site's forms
 * (common), the login and registration forms (auth), its money forms (money), a game's launch (pages), the in-house game page,
 * its crash bet and its cash-out, a live table's chips (play: the only catalogue
 * play.html loads), the lottery betting page's slip and its cancelling (pages), and the
 * sportsbook's slip and cash-out (games).
 */
export interface Catalogue {
  site: keyof typeof common;
  /** The login, its second verification and the registration (the auth texts load with them). */
  login: keyof typeof auth | keyof typeof common;
  money: keyof typeof money | keyof typeof common;
  launch: keyof typeof pages | keyof typeof common;
  play: keyof typeof play;
  crashBet: keyof typeof play;
  crashCashout: keyof typeof play;
  /** A live table's chips placed on its shared round (decision 034). */
  liveBet: keyof typeof play;
  /** A player's decision at a live table where players decide: liveBet's words, extended. */
  liveDecide: keyof typeof play;
  lotteryBet: keyof typeof pages;
  lotteryCancel: keyof typeof pages;
  /** The sportsbook's slip and its cash-out (games: the book page's catalogue). */
  sportsBet: keyof typeof games;
  sportsCashout: keyof typeof games;
  points: keyof typeof pages | keyof typeof money | keyof typeof common;
  /** The promotion pages' claim and application (pages). */
  promo: keyof typeof pages | keyof typeof common;
  /** The VIP page's monthly bonus claim (pages). */
  vip: keyof typeof pages | keyof typeof common;
}
export type ErrorContext = keyof Catalogue;

/** The session's facts some wordings depend on. */
export interface ErrorFacts {
  /** The game plays from its vendor's own wallet (moved in from the main wallet). */
  transferWallet?: boolean;
  /** The brand's currency symbol, for the figures of a limit. */
  currencySymbol?: string;
  /** The brand's time zone, for the dates of a limit or an exclusion (else the visitor's). */
  timeZone?: string;
}

export type Details = Record<string, unknown>;
type Text<K> = K | { key: K; values: Record<string, string> };
/** Words from the refusal's details (its figures), or undefined for the context's fallback. */
type Reading<K> = (
  details: Details,
  money: (major: number) => string,
  facts: ErrorFacts,
) => Text<K> | undefined;
export type Wording<K> = K | Reading<K>;
/** A code's wording in each context that words it itself. */
export type Row = { [C in ErrorContext]?: Wording<Catalogue[C]> };

/** A figure of the details (a number, or the wire's decimal text) as money, or null. */
function figure(details: Details, name: string, money: (major: number) => string) {
  const value = details[name];
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? money(n) : null;
}

/** A money form's amount outside the channel's limits, with the limits. */
export const amountRange: Reading<Catalogue['money']> = (details, money) => {
  const [min, max] = [figure(details, 'min', money), figure(details, 'max', money)];
  return min && max ? { key: 'mn_err_amount_range', values: { min, max } } : undefined;
};

/** A withdrawal before the wagering requirement is met, with what is left to play. */
export const turnoverLeft: Reading<Catalogue['money']> = (details, money) => {
  const remaining = figure(details, 'remaining', money);
  return remaining ? { key: 'mn_err_turnover', values: { remaining } } : undefined;
};

/**
 * A withdrawal that needs a verified identity first (issue 19, decision 040: details.status
 * and the brand's rule, withdrawalAbove and lifetimeAbove, null when not set), naming the
 * rule; documents already waiting for review are said to be waiting instead.
 */
export const kycRequired: Reading<Catalogue['money']> = (
  details,
  money,
): Text<Catalogue['money']> => {
  if (details.status === 'PENDING') return 'mn_err_kyc_pending';
  const above = figure(details, 'withdrawalAbove', money);
  const lifetime = figure(details, 'lifetimeAbove', money);
  if (above && lifetime) return { key: 'mn_err_kyc_both', values: { above, lifetime } };
  if (above) return { key: 'mn_err_kyc_amount', values: { above } };
  if (lifetime) return { key: 'mn_err_kyc_lifetime', values: { lifetime } };
  return 'mn_err_kyc_plain';
};

/** A reward claimed again in its period: cashback names the next one (details.next). */
export const claimedAlready: Reading<Catalogue['money']> = (details) =>
  details.next === 'tomorrow' ? 'mn_err_claimed_today' : 'mn_err_claimed';

/** Points in a refusal's details (two decimals, no currency), or null. */
const pointsOf = (details: Details, name: string) => figure(details, name, formatMoney);

/** The point mall: a redeem or a conversion over the player's points, with the points held. */
export const pointsShort: Reading<Catalogue['points']> = (details) => {
  const balance = pointsOf(details, 'balance');
  return balance
    ? { key: 'app_points_err_insufficient', values: { balance } }
    : 'app_points_err_insufficient_plain';
};

/** More pieces asked than are left (details.available), or none left at all. */
export const outOfStock: Reading<Catalogue['points']> = (details) =>
  typeof details.available === 'number' && details.available > 0
    ? { key: 'app_points_err_stock', values: { available: String(details.available) } }
    : 'app_points_err_sold_out';

/** An item that asks more valid bets (details.required, details.have: money). */
export const betsShort: Reading<Catalogue['points']> = (details, money) => {
  const [required, have] = [figure(details, 'required', money), figure(details, 'have', money)];
  return required && have
    ? { key: 'app_points_err_requirement', values: { required, have } }
    : 'app_points_err_requirement_plain';
};

/** A conversion under the brand's least (details.min, in points). */
export const pointsMin: Reading<Catalogue['points']> = (details) => {
  const min = pointsOf(details, 'min');
  return min ? { key: 'app_points_convert_min', values: { min } } : undefined;
};

/** A promotion claimed before the deposit it asks for, with that deposit when known. */
export const depositFirst =
  <K extends string>(key: K, plain: K): Reading<K> =>
  (details, money) => {
    const min = figure(details, 'minDeposit', money);
    return min ? { key, values: { min } } : plain;
  };

/** The limit a refused stake passed (details.reason), by its reason. */
const LIMIT_REASONS: Record<string, Catalogue['play']> = {
  BET_BELOW_MIN: 'play_err_below_min',
  BET_ABOVE_MAX: 'play_err_above_max',
  ROUND_ABOVE_MAX: 'play_err_round_max',
};

/** A game's stake outside its limits, with the limit or the stakes it takes when known. */
export function stakeLimit(
  details: Details,
  money: (major: number) => string,
): Text<Catalogue['play']> {
  const { reason, limit, betLevels } = details;
  const key =
    typeof reason === 'string' && Object.hasOwn(LIMIT_REASONS, reason)
      ? LIMIT_REASONS[reason]
      : undefined;
  if (key && typeof limit === 'number') return { key, values: { amount: money(limit) } };
  if (Array.isArray(betLevels) && betLevels.every((b) => typeof b === 'number')) {
    return { key: 'play_err_bet_levels', values: { levels: betLevels.map(money).join(', ') } };
  }
  return 'play_err_limits';
}

/** The limit a live table's chips passed: a spot's, or the round's with the bets already on it. */
const LIVE_LIMIT_REASONS: Record<string, Catalogue['liveBet']> = {
  BET_BELOW_MIN: 'live_err_below_min',
  BET_ABOVE_MAX: 'live_err_above_max',
  ROUND_ABOVE_MAX: 'live_err_round_max',
};

/** A live table's chips outside its limits, with the limit passed when known. */
export const liveStakeLimit: Reading<Catalogue['liveBet']> = (details, money) => {
  const { reason, limit } = details;
  const key =
    typeof reason === 'string' && Object.hasOwn(LIVE_LIMIT_REASONS, reason)
      ? LIVE_LIMIT_REASONS[reason]
      : undefined;
  return key && typeof limit === 'number'
    ? { key, values: { amount: money(limit) } }
    : 'live_err_limits';
};

/** A lottery bet over the stake one bet may have, with that stake when known. */
export const lotteryStake: Reading<Catalogue['lotteryBet']> = (details, money) => {
  const max = figure(details, 'max', money);
  return max ? { key: 'lt_err_stake_max', values: { max } } : 'lt_err_stake';
};

/** A lottery bet over a limit of its draw, with the limit and what is left of it. */
export const lotteryLimit: Reading<Catalogue['lotteryBet']> = (details, money) => {
  const [limit, remaining] = [figure(details, 'limit', money), figure(details, 'remaining', money)];
  return limit && remaining
    ? { key: 'lt_err_limit', values: { limit, remaining } }
    : 'lt_err_limit_plain';
};

/** A sportsbook stake outside the book's limits, with them when known. */
export const sportsStake: Reading<Catalogue['sportsBet']> = (details, money) => {
  const [min, max] = [figure(details, 'min', money), figure(details, 'max', money)];
  return min && max ? { key: 'sb_err_stake_limit', values: { min, max } } : 'sb_err_stake_plain';
};

/** A sportsbook bet that could pay more than a bet may, with that most when known. */
export const sportsPayout: Reading<Catalogue['sportsBet']> = (details, money) => {
  const max = figure(details, 'maxPayout', money);
  return max ? { key: 'sb_err_payout_limit', values: { max } } : 'sb_err_payout_plain';
};

/** A date of the details (the wire's ISO text) in the brand's time, or null. */
function dateOf(details: Details, name: string, facts: ErrorFacts) {
  const value = details[name];
  const text = typeof value === 'string' ? formatDateTime(value, facts.timeZone) : '';
  return text === '' ? null : text;
}

/** The words of an exclusion in one context: a cool-off's, a self-exclusion's, a permanent one's. */
export interface ExclusionKeys<K> {
  coolOff: K;
  selfExclusion: K;
  permanent: K;
}

/**
 * The player is on a break or has excluded themselves (issue 19: details.kind COOL_OFF or
 * SELF_EXCLUSION, details.until, null when permanent), with the date it ends.
 */
export const excluded =
  <K extends string>(keys: ExclusionKeys<K>): Reading<K> =>
  (details, _money, facts) => {
    if (details.until === null) return keys.permanent;
    const until = dateOf(details, 'until', facts);
    if (!until) return undefined;
    const key = details.kind === 'SELF_EXCLUSION' ? keys.selfExclusion : keys.coolOff;
    return { key, values: { until } };
  };

const isKind = (v: unknown): v is LimitKind => LIMIT_KINDS.some((k) => k === v);
const isPeriod = (v: unknown): v is LimitPeriod => LIMIT_PERIODS.some((p) => p === v);

/**
 * A deposit or bet over one of the player's own limits (issue 19: details.kind, period,
 * limit, used, resetsAt), named by kind and period with its figures, or `plain` when the
 * details do not say or name a kind this context does not word.
 */
export const protectionLimit =
  <K extends string>(
    keyOf: (kind: LimitKind, period: LimitPeriod) => K | null,
    plain: K,
  ): Reading<K> =>
  (details, money, facts) => {
    const { kind, period } = details;
    const key = isKind(kind) && isPeriod(period) ? keyOf(kind, period) : null;
    const [limit, used] = [figure(details, 'limit', money), figure(details, 'used', money)];
    const resetsAt = dateOf(details, 'resetsAt', facts);
    return key && limit && used && resetsAt ? { key, values: { limit, used, resetsAt } } : plain;
  };
