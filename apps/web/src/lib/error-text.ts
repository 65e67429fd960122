import type { ErrorCode } from '@gamehall/contract';
import type { TFunction } from 'i18next';
import { formatMoneyWith } from '../components/ui/money.tsx';
import { ApiError } from './api-client.ts';
import {
  amountRange,
  betsShort,
  type Catalogue,
  claimedAlready,
  type Details,
  depositFirst,
  type ErrorContext,
  type ErrorFacts,
  excluded,
  kycRequired,
  liveStakeLimit,
  lotteryLimit,
  lotteryStake,
  outOfStock,
  pointsMin,
  pointsShort,
  protectionLimit,
  type Row,
  sportsPayout,
  sportsStake,
  stakeLimit,
  turnoverLeft,
  type Wording,
} from './error-readings.ts';

export type { ErrorContext, ErrorFacts } from './error-readings.ts';

/**
 * Every refusal the site words itself, by the contract's code, in each context that does
 * (issue 20: a game page and a launch say what to do next; a money form names its
 * figures; crash words its bet and its cash-out; a live table its chips on the round). A
 * code or context without a wording here gets its context's fallback (CONTEXTS): the
 * server's message on the site's forms.
 */
export const ERROR_TEXTS = {
  // Money and bets
  WALLET_INSUFFICIENT_FUNDS: {
    sportsBet: 'sb_err_funds',
    play: (_, __, { transferWallet }) =>
      transferWallet ? 'play_err_funds_transfer' : 'play_err_funds',
    liveBet: (_, __, { transferWallet }) =>
      transferWallet ? 'live_err_funds_transfer' : 'live_err_funds',
    liveDecide: (_, __, { transferWallet }) =>
      transferWallet ? 'live_err_decide_funds_transfer' : 'live_err_decide_funds',
    lotteryBet: 'lt_err_funds',
  },
  AMOUNT_OUT_OF_RANGE: {
    money: amountRange,
    play: stakeLimit,
    liveBet: liveStakeLimit,
    lotteryBet: lotteryStake,
    points: pointsMin,
  },
  POINTS_INSUFFICIENT: { points: pointsShort },
  OUT_OF_STOCK: { points: outOfStock },
  AMOUNT_REQUIREMENT_NOT_MET: { points: betsShort },
  PASSWORD_INCORRECT: { points: 'app_points_err_password' },
  PAYMENT_PASSWORD_REQUIRED: { points: 'app_points_need_password' },
  LOTTERY_LIMIT: { lotteryBet: lotteryLimit },
  // Player protection (issue 19): the player's own limits and breaks, with their dates.
  PROTECTION_LIMIT: {
    money: protectionLimit(
      (kind, period) => (kind === 'DEPOSIT' ? `mn_err_protection_${period}` : null),
      'mn_err_protection_plain',
    ),
    play: protectionLimit(
      (kind, period) => (kind === 'DEPOSIT' ? null : `play_err_protection_${kind}_${period}`),
      'play_err_protection_plain',
    ),
    lotteryBet: protectionLimit(
      (kind, period) => (kind === 'DEPOSIT' ? null : `lt_err_protection_${kind}_${period}`),
      'lt_err_protection_plain',
    ),
    sportsBet: protectionLimit(
      (kind, period) => (kind === 'DEPOSIT' ? null : `sb_err_protection_${kind}_${period}`),
      'sb_err_protection_plain',
    ),
  },
  PLAYER_EXCLUDED: {
    login: excluded({
      coolOff: 'auth_err_cool_off',
      selfExclusion: 'auth_err_self_exclusion',
      permanent: 'auth_err_self_exclusion_permanent',
    }),
    money: excluded({
      coolOff: 'mn_err_cool_off',
      selfExclusion: 'mn_err_self_exclusion',
      permanent: 'mn_err_self_exclusion_permanent',
    }),
    launch: excluded({
      coolOff: 'app_game_err_cool_off',
      selfExclusion: 'app_game_err_self_exclusion',
      permanent: 'app_game_err_self_exclusion_permanent',
    }),
    play: excluded({
      coolOff: 'play_err_cool_off',
      selfExclusion: 'play_err_self_exclusion',
      permanent: 'play_err_self_exclusion_permanent',
    }),
  },
  // The sportsbook
  SPORTS_MARKET_NOT_FOUND: { sportsBet: 'sb_err_market_not_found' },
  SPORTS_BET_NOT_FOUND: { sportsCashout: 'sb_err_bet_not_found' },
  SPORTS_BOOK_UNKNOWN: { sportsBet: 'sb_err_book_unknown' },
  SPORTS_MARKET_CLOSED: { sportsBet: 'sb_err_market_closed' },
  SPORTS_ODDS_CHANGED: { sportsBet: 'sb_err_odds_changed' },
  SPORTS_IN_PLAY_CHANGED: { sportsBet: 'sb_err_in_play_changed' },
  SPORTS_SLIP_INVALID: { sportsBet: 'sb_err_slip_invalid' },
  SPORTS_STAKE_LIMIT: { sportsBet: sportsStake },
  SPORTS_PAYOUT_LIMIT: { sportsBet: sportsPayout },
  SPORTS_LIABILITY_LIMIT: { sportsBet: 'sb_err_liability_limit' },
  SPORTS_CASHOUT_UNAVAILABLE: { sportsCashout: 'sb_err_cashout_unavailable' },
  TURNOVER_NOT_MET: { money: turnoverLeft },
  // KYC (decision 040): the brand's rule for a withdrawal, and the way to meet it.
  KYC_REQUIRED: { money: kycRequired },
  NO_UPLINE: { money: 'mn_no_upline' },
  NOTHING_TO_CLAIM: { money: 'mn_err_nothing_to_claim', vip: 'app_vip_err_nothing' },
  ALREADY_CLAIMED: {
    money: claimedAlready,
    promo: 'app_promo_err_claimed',
    vip: 'app_vip_err_claimed',
  },
  PROMOTION_NOT_OPEN: { money: 'mn_err_promo_not_open', promo: 'app_promo_err_not_open' },
  DEPOSIT_REQUIRED: {
    money: depositFirst('mn_err_deposit_required', 'mn_err_deposit_first'),
    promo: depositFirst('app_promo_err_deposit', 'app_promo_err_deposit_first'),
  },
  PAYLOAD_TOO_LARGE: { promo: 'app_promo_err_too_large' },
  UNSUPPORTED_MEDIA_TYPE: { promo: 'app_promo_err_type' },
  VALIDATION_FAILED: {
    play: 'play_err_invalid_bet',
    liveBet: 'live_err_invalid',
    liveDecide: 'live_err_decide_conflict',
    lotteryBet: 'lt_err_invalid',
  },
  BAD_REQUEST: { play: 'play_err_invalid_bet', lotteryBet: 'lt_err_invalid' },
  IDEMPOTENCY_CONFLICT: {
    play: 'play_err_duplicate',
    lotteryBet: 'lt_err_duplicate',
    sportsBet: 'sb_err_duplicate',
  },
  CONFLICT: {
    play: 'play_err_duplicate',
    crashBet: 'play_crash_err_already',
    crashCashout: 'play_crash_err_not_started',
    liveDecide: 'live_err_decide_conflict',
    lotteryCancel: 'lt_err_cancel_gone',
  },
  BETTING_CLOSED: {
    crashBet: 'play_crash_err_closed',
    liveBet: 'live_err_closed',
    liveDecide: 'live_err_decide_closed',
    lotteryBet: 'lt_err_closed',
    lotteryCancel: 'lt_err_cancel_closed',
  },
  ORDER_STATE: { lotteryCancel: 'lt_err_cancel_gone' },
  ROUND_CRASHED: { crashCashout: 'play_crash_err_too_late' },
  NOT_FOUND: {
    crashCashout: 'play_crash_err_no_bet',
    lotteryBet: 'lt_err_no_draw',
    lotteryCancel: 'lt_err_cancel_gone',
  },
  // Who may play
  SESSION_EXPIRED: { play: 'play_err_session' },
  LAUNCH_TOKEN_INVALID: { play: 'play_err_session' },
  UNAUTHORIZED: {
    play: 'play_err_session',
    lotteryBet: 'lt_err_session',
    sportsBet: 'sb_err_session',
  },
  TOKEN_INVALID: {
    play: 'play_err_session',
    lotteryBet: 'lt_err_session',
    sportsBet: 'sb_err_session',
  },
  FORBIDDEN: { play: 'play_err_session' },
  PASSWORD_CHANGE_REQUIRED: {
    launch: 'app_game_err_password',
    play: 'play_err_password',
    lotteryBet: 'lt_err_password',
    sportsBet: 'sb_err_password',
  },
  TRIAL_ACCOUNT: {
    launch: 'app_game_err_trial',
    play: 'play_err_trial',
    lotteryBet: 'lt_err_trial',
    promo: 'app_promo_err_trial',
    sportsBet: 'sb_err_trial',
  },
  DEMO_NOT_OFFERED: { launch: 'app_game_err_no_demo' },
  // The game and the server
  GAME_UNAVAILABLE: { launch: 'app_game_err_unavailable', play: 'play_err_unavailable' },
  GAME_NOT_FOUND: {
    launch: 'app_game_err_unavailable',
    play: 'play_err_unavailable',
    lotteryBet: 'lt_err_no_draw',
  },
  MAINTENANCE: {
    launch: 'app_game_err_maintenance',
    play: 'play_err_maintenance',
    lotteryBet: 'app_game_err_maintenance',
    sportsBet: 'sb_err_maintenance',
  },
  TOO_MANY_REQUESTS: {
    launch: 'app_game_err_busy',
    play: 'play_err_too_fast',
    lotteryBet: 'lt_err_busy',
    sportsBet: 'sb_err_busy',
  },
  SERVER_BUSY: {
    launch: 'app_game_err_busy',
    play: 'play_err_busy',
    lotteryBet: 'lt_err_busy',
    sportsBet: 'sb_err_busy',
  },
} satisfies { [code in ErrorCode]?: Row };

/** The error's own message (the server's, in English), or this key when it has none. */
type Fallback<K> = K | { ownMessage: K };

/** How a context words what the table does not. */
interface Fallbacks<K> {
  /**
   * Codes without a wording of this context take that context's (crash: the game page's),
   * and so on down its own (a live table's decisions: its chips', then the game page's).
   */
  codesOf?: ErrorContext;
  /** Not an answer of the server: anything else thrown. */
  unknown: Fallback<K>;
  /** No answer: the request did not reach the server or its answer was lost. */
  network: Fallback<K>;
  /** A 5xx the table does not word. */
  server: Fallback<K>;
  /** A refusal (4xx) the table does not word. */
  refused: Fallback<K>;
}

/** The site's forms say what the server said (its English message), as they always have. */
const OWN_MESSAGE = { ownMessage: 'in_unknown_error' } as const;
const SITE: Fallbacks<Catalogue['site']> = {
  unknown: OWN_MESSAGE,
  network: OWN_MESSAGE,
  server: OWN_MESSAGE,
  refused: OWN_MESSAGE,
};
const GAME_PAGE: Fallbacks<Catalogue['play']> = {
  unknown: 'play_error_unknown',
  network: 'play_error_network',
  server: 'play_err_server',
  refused: 'play_err_refused',
};

/** The lottery page says in its own words what it does not word by code. */
const LOTTERY: Fallbacks<Catalogue['lotteryBet']> = {
  unknown: 'lt_err_unknown',
  network: 'lt_err_network',
  server: 'lt_err_server',
  refused: 'lt_err_refused',
};

/** The sportsbook says in its own words what it does not word by code. */
const SPORTSBOOK: Fallbacks<Catalogue['sportsBet']> = {
  unknown: 'sb_err_unknown',
  network: 'sb_err_network',
  server: 'sb_err_server',
  refused: 'sb_err_refused',
};

const CONTEXTS: { [C in ErrorContext]: Fallbacks<Catalogue[C]> } = {
  site: SITE,
  login: SITE,
  money: SITE,
  launch: {
    unknown: 'app_game_failed',
    network: 'app_game_failed',
    server: 'app_game_failed',
    refused: 'app_game_failed',
  },
  play: GAME_PAGE,
  crashBet: { ...GAME_PAGE, codesOf: 'play' },
  crashCashout: { ...GAME_PAGE, codesOf: 'play' },
  // A live table words its chips' refusals, and the game page's words otherwise.
  liveBet: { ...GAME_PAGE, codesOf: 'play' },
  // Its decisions word what a decision meets (closed, not open now, its stake), then as its chips.
  liveDecide: { ...GAME_PAGE, codesOf: 'liveBet' },
  lotteryBet: LOTTERY,
  lotteryCancel: { ...LOTTERY, codesOf: 'lotteryBet' },
  sportsBet: SPORTSBOOK,
  // A cash-out words its own refusals, then the slip's (funds, session, maintenance…).
  sportsCashout: { ...SPORTSBOOK, codesOf: 'sportsBet' },
  // The point mall words its own refusals and the money forms' (codesOf), then as they do.
  points: { ...SITE, codesOf: 'money' },
  promo: SITE,
  vip: SITE,
};

function wordingOf(code: string, context: ErrorContext): Wording<string> | undefined {
  if (!Object.hasOwn(ERROR_TEXTS, code)) return undefined;
  const row: Row = ERROR_TEXTS[code as keyof typeof ERROR_TEXTS];
  // The context's own wording, else the one of the context it takes codes from, and so on.
  for (let c: ErrorContext | undefined = context; c; c = CONTEXTS[c].codesOf) {
    const wording = row[c];
    if (wording) return wording as Wording<string>;
  }
  return undefined;
}

/**
 * A failure in words, in `context`: no answer → its network text; a code the table words
 * in this context → that text; another 5xx → its server text; anything else → its refusal
 * text, which on the site's forms is the server's own message (or a generic text).
 */
export function errorText(
  err: unknown,
  t: TFunction,
  context: ErrorContext,
  facts: ErrorFacts = {},
): string {
  const fallbacks: Fallbacks<string> = CONTEXTS[context];
  const fallback = (words: Fallback<string>) =>
    typeof words === 'string'
      ? t(words)
      : (err instanceof Error && err.message) || t(words.ownMessage);
  if (!(err instanceof ApiError)) return fallback(fallbacks.unknown);
  if (err.status === 0) return fallback(fallbacks.network);
  const wording = wordingOf(err.code, context);
  const details = typeof err.details === 'object' && err.details !== null ? err.details : {};
  const money = (major: number) => formatMoneyWith(major, facts.currencySymbol);
  const text = typeof wording === 'function' ? wording(details as Details, money, facts) : wording;
  if (text !== undefined) return typeof text === 'string' ? t(text) : t(text.key, text.values);
  return fallback(err.status >= 500 ? fallbacks.server : fallbacks.refused);
}
