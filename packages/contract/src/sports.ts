import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { Amount, Money, RequestId } from './money.ts';
import { intQuery, PageInfo, PageQuery } from './paging.ts';

/**
 * The in-house sportsbook (docs/decisions/037-sportsbook.md): matches, markets and prices
 * from a feed (the demo feed, or an operator's data provider through the feed format of
 * docs/sports-feed.md), kept by the server; bets placed at the server's price of the
 * moment, settled from the results. The SPORTS and ESPORTS vendors' titles open it; a bet
 * is a round of the book (vendor) the player came from, so records and reports name it.
 * Prices are decimal odds with 2 places on the wire (1.95), hundredths in the server.
 */
const tag = 'sports';

/** The two categories of product §1: e-sports are the sports the brand lists as e-sports. */
export const SPORTS_CATEGORIES = ['SPORTS', 'ESPORTS'] as const;
const Category = /* @__PURE__ */ z.enum(SPORTS_CATEGORIES);

/** A sport's code as the feed names it (football, basketball, tennis, cs2, dota2, lol…). */
const SportCode = /* @__PURE__ */ z.string().check(z.regex(/^[a-z0-9]{2,16}$/, 'a sport code'));
/** A league, match or market id as the feed names it. */
const FeedId = /* @__PURE__ */ z.string().check(z.regex(/^[\w.:-]{1,96}$/, 'a feed id'));
const VendorCode = /* @__PURE__ */ z.string().check(z.regex(/^[A-Z0-9_]{2,16}$/, 'a vendor code'));

/** Decimal odds with 2 places: at least 1.01. */
export const SportsOdds = /* @__PURE__ */ z.number().check(
  z.minimum(1.01),
  z.maximum(10_000),
  z.refine((n) => Number(n.toFixed(2)) === n, 'at most 2 decimal places'),
);

/** The market kinds of packages/games/src/sports/types.ts, settled on the match's score. */
export const MARKET_KINDS = ['1X2', 'ML', 'AH', 'OU', 'BTTS', 'CS'] as const;
/** How a leg ended; half results come from Asian quarter lines. */
export const LEG_OUTCOMES = ['WIN', 'HALF_WIN', 'VOID', 'HALF_LOSE', 'LOSE'] as const;
/** Which price changes a bet takes (the slip's choice): none, better ones only, any. */
export const ODDS_ACCEPTANCE = ['none', 'higher', 'any'] as const;
/** The odds displays a brand may choose (stored and sent prices stay decimal). */
export const ODDS_STYLES = ['decimal', 'hk', 'malay', 'indo'] as const;

const Pick = /* @__PURE__ */ z.string().check(z.regex(/^[a-z0-9-]{1,12}$/, 'a selection'));

export const SportsMarketView = /* @__PURE__ */ z.object({
  id: FeedId,
  kind: z.enum(MARKET_KINDS),
  /** AH: home's handicap; OU: the total (−0.75, 2.5…); null for the others. */
  line: z.nullable(z.number()),
  /** Closed for bets now (a goal just scored, the outcome decided, the feed's word). */
  suspended: z.boolean(),
  /** Each selection's price; null: this selection takes no bets now. */
  selections: z.array(z.object({ pick: Pick, odds: z.nullable(SportsOdds) })),
});

const Score = /* @__PURE__ */ z.object({ home: z.int(), away: z.int() });

export const SportsMatchView = /* @__PURE__ */ z.object({
  id: FeedId,
  sport: SportCode,
  category: Category,
  league: z.object({ id: FeedId, name: z.string() }),
  home: z.string(),
  away: z.string(),
  startAt: z.iso.datetime({ offset: true }),
  phase: z.enum(['pre', 'live', 'ended']),
  /** The match clock in the sport's unit (football's minute; the set or map being played). */
  clock: z.nullable(z.int()),
  /** Goals, points, sets or maps; null before the start. */
  score: z.nullable(Score),
  /** Markets: the main ones in a list, every one on the match's own page. */
  markets: z.array(SportsMarketView),
  /** How many markets the match has in all. */
  marketCount: z.int(),
  /** Grows with every change of the match's prices, score or state. */
  version: z.int(),
});

export const SportsTimelineEvent = /* @__PURE__ */ z.object({
  /** The match clock when it happened. */
  clock: z.int(),
  kind: z.enum(['goal', 'points', 'game', 'set', 'map', 'end']),
  side: z.nullable(z.enum(['home', 'away'])),
  score: Score,
});

export const getSportsMenu = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/sports/menu',
  tag,
  summary:
    "The sports and leagues of a category with their match counts (today, early, in play), the book's limits and odds display",
  query: z.object({ category: Category }),
  value: z.object({
    sports: z.array(
      z.object({
        sport: SportCode,
        live: z.int(),
        today: z.int(),
        early: z.int(),
        leagues: z.array(z.object({ id: FeedId, name: z.string(), matches: z.int() })),
      }),
    ),
    /** The books (SPORTS or ESPORTS vendors) whose titles open this page. */
    books: z.array(z.object({ vendor: z.string(), name: z.string() })),
    limits: z.object({ minStake: Money, maxStake: Money, maxPayout: Money }),
    oddsStyle: z.enum(ODDS_STYLES),
    /** Seconds an in-play bet waits before it is accepted (a goal meanwhile refuses it). */
    inPlayDelay: z.int(),
  }),
});

export const SPORTS_TABS = ['today', 'early', 'live'] as const;

export const getSportsMatches = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/sports/matches',
  tag,
  summary:
    'A page of matches of a category (today, early: after today, or in play), by sport and league, with their main markets',
  query: z.object({
    category: Category,
    tab: z.enum(SPORTS_TABS),
    sport: z.optional(SportCode),
    league: z.optional(FeedId),
    ...PageQuery,
  }),
  value: z.object({ matches: z.array(SportsMatchView), ...PageInfo }),
});

export const getSportsMatch = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/sports/match',
  tag,
  summary:
    "A match with every market, its score and what happened so far (a live match's timeline)",
  query: z.object({ id: FeedId }),
  value: z.object({ match: SportsMatchView, timeline: z.array(SportsTimelineEvent) }),
});

export const SportsLegView = /* @__PURE__ */ z.object({
  matchId: FeedId,
  sport: SportCode,
  home: z.string(),
  away: z.string(),
  startAt: z.iso.datetime({ offset: true }),
  marketId: FeedId,
  kind: z.enum(MARKET_KINDS),
  line: z.nullable(z.number()),
  pick: Pick,
  odds: SportsOdds,
  /** Null until the leg's market is settled. */
  outcome: z.nullable(z.enum(LEG_OUTCOMES)),
});

export const SportsBetView = /* @__PURE__ */ z.object({
  id: z.int(),
  /** The book (vendor) the bet is a round of. */
  book: z.string(),
  kind: z.enum(['single', 'combo']),
  stake: Money,
  /** The legs' odds multiplied (a combo's). */
  odds: SportsOdds,
  potentialReturn: Money,
  status: z.enum(['OPEN', 'SETTLED', 'CASHED_OUT']),
  /** What it paid (settled or cashed out); null while open. */
  paid: z.nullable(Money),
  placedAt: z.iso.datetime({ offset: true }),
  settledAt: z.nullable(z.iso.datetime({ offset: true })),
  legs: z.array(SportsLegView),
  /** What the book pays now to end the bet; null: no offer (a leg suspended, lost, or settled). */
  cashOut: z.nullable(Money),
});

export const placeSportsBet = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/sports/bets',
  tag,
  token: true,
  refuseTrial: true,
  summary:
    "Places a single or a combo (2–10 legs, no two of one match) at the server's prices of the moment, within the limits, in one ledger transaction; an in-play bet is accepted after the delay if its match did not change; requestId makes it idempotent",
  body: z.strictObject({
    /** The book whose title opened the page: a SPORTS or ESPORTS vendor. */
    book: VendorCode,
    kind: z.enum(['single', 'combo']),
    legs: z
      .array(z.strictObject({ marketId: FeedId, pick: Pick, odds: SportsOdds }))
      .check(z.minLength(1), z.maxLength(10)),
    stake: Amount,
    accept: z.enum(ODDS_ACCEPTANCE),
    requestId: RequestId,
  }),
  value: z.object({ bet: SportsBetView, balance: Money }),
});

export const getSportsBets = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/sports/bets',
  tag,
  token: true,
  summary:
    "The player's bets, open (with the cash-out offer of the moment) or settled, newest first",
  query: z.object({ status: z.enum(['open', 'settled']), ...PageQuery }),
  value: z.object({ bets: z.array(SportsBetView), ...PageInfo }),
});

export const cashOutSportsBet = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/sports/cashout',
  tag,
  token: true,
  refuseTrial: true,
  summary:
    'Ends an open bet for the cash-out offer the player saw: paid at once, refused if the offer fell below it or is withdrawn; requestId makes it idempotent',
  body: z.strictObject({ betId: intQuery(1, 2_147_483_647), amount: Amount, requestId: RequestId }),
  value: z.object({ bet: SportsBetView, balance: Money }),
});

export const opsSportsResult = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/sports/result',
  tag: 'ops',
  staff: 'results.write',
  summary:
    "Corrects an ended match's final score: its bets are settled again and each difference posted (more paid, or taken back as far as the wallet holds)",
  body: z.strictObject({ matchId: FeedId, score: Score }),
  value: z.object({ resettled: z.int() }),
});

/** The socket of a category's live prices and scores. */
export const SPORTS_LIVE_PATH = '/wps/sports/live';

/** What the socket sends: matches whose prices, score or state changed, as they are now. */
export const SportsLiveEvent = /* @__PURE__ */ z.object({
  type: z.literal('matches'),
  matches: z.array(SportsMatchView),
});
export type SportsLiveEvent = z.infer<typeof SportsLiveEvent>;
