import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { Amount, Money, RequestId } from './money.ts';

/**
 * The in-house live tables (decision 034): sic bo, dragon tiger, xóc đĩa, fan tan,
 * fish-prawn-crab, cockfight… Each table deals one result per round that every player on every
 * instance shares: bets are taken in a betting window, then the result is dealt and every
 * bet settled. A round's server seed is committed (sha256) when the round opens and shown
 * once it is dealt; the result is the engine's deal of HMAC-SHA256(serverSeed,
 * `${table}:${round number}:k`). The page bets over HTTP with its game session and watches
 * its table over a WebSocket (`LIVE_TABLE_PATH`).
 */
const tag = 'play';

const SessionId = /* @__PURE__ */ z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'the session id of open'));

/** A spot of the board as the game writes it ("big", "total:10", "combo:1-2"). */
const Spot = /* @__PURE__ */ z
  .string()
  .check(z.regex(/^[A-Za-z][A-Za-z0-9:-]{0,31}$/, 'a spot of the board'));

/** DECIDING only at tables where players decide between the deal and the result. */
export const LivePhase = /* @__PURE__ */ z.enum(['BETTING', 'DECIDING', 'SETTLED']);

/**
 * The dealt result, as the table's engine shapes it (packages/games, each engine's
 * Outcome: dice, coins, cards…). The page reads it with the engine's own type.
 */
const Outcome = /* @__PURE__ */ z.record(z.string(), z.unknown());

/** A round as anyone may see it: the seed by its hash until the result is dealt. */
export const LiveRoundView = /* @__PURE__ */ z.object({
  id: z.int(),
  table: z.string(),
  phase: LivePhase,
  /** When betting closes and the result is dealt (ISO). */
  bettingEndsAt: z.string(),
  /** At a table where players decide: when their decisions close (ISO). */
  decisionsEndAt: z.nullable(z.string()),
  /** When the next round opens, once this one is dealt (ISO). */
  nextAt: z.nullable(z.string()),
  seedHash: z.string(),
  /** Revealed with the result. */
  serverSeed: z.nullable(z.string()),
  /** The fair input's client seed and nonce: the table and the round's number there. */
  clientSeed: z.string(),
  nonce: z.int(),
  /**
   * What is known of the round before any bet, for a game that has it (a cockfight's
   * fighters and odds; the engine's card), else null.
   */
  card: z.nullable(Outcome),
  /**
   * While players decide: what everyone sees of the deal (the player's cards, the up card);
   * at a table decided in steps (blackjack), what the step on show reveals.
   */
  visible: z.nullable(Outcome),
  outcome: z.nullable(Outcome),
  /**
   * At a table decided in steps, while they are taken: the step on show (1, 2, …), and when
   * it closes (ISO; also `decisionsEndAt`). Its cards are shown in the next step's `visible`.
   */
  step: z.optional(z.int()),
  stepEndsAt: z.optional(z.string()),
});

/** The player's part of the step on show, at a table decided in steps (blackjack). */
export const LiveStepPart = /* @__PURE__ */ z.object({
  /** The step's number, as the round's `step`. */
  number: z.int(),
  /** They make one decision in this step: `next` lists the choices. */
  deciding: z.boolean(),
  /** They made it: what it drew is shown to everyone when the step closes. */
  decided: z.boolean(),
  /**
   * Their hands as the step shows them (the engine's `seen`: a card drawn but not shown
   * yet is null), or null without a hand.
   */
  mine: z.nullable(Outcome),
});

/** The player's part at a table where players decide, this round. */
export const LiveDecisionsView = /* @__PURE__ */ z.object({
  /** Decided so far, in order. */
  made: z.array(z.string()),
  /** What they may decide now (empty: nothing left, or the window closed). */
  next: z.array(z.string()),
  /** Once the round is over: what their bets returned, decisions and their stakes included. */
  win: z.nullable(Money),
  /** At a table decided in steps, while they are taken. */
  step: z.optional(LiveStepPart),
});

/** Everything staked on each spot this round, by everyone: the table's busy spots. */
export const LiveSpotTotals = /* @__PURE__ */ z.object({
  roundId: z.int(),
  players: z.int(),
  spots: z.record(z.string(), Money),
});

const LiveBetLine = /* @__PURE__ */ z.object({
  spot: z.string(),
  stake: Money,
  /** Once the round is dealt: what the bet returned (0 for a loss). */
  win: z.nullable(Money),
});

/** The player's bets this round, as one request placed them. */
export const LiveSlipView = /* @__PURE__ */ z.object({
  id: z.int(),
  roundId: z.int(),
  bets: z.array(LiveBetLine),
  stake: Money,
  win: z.nullable(Money),
});

const Limits = /* @__PURE__ */ z.object({
  perBet: z.record(z.string(), z.object({ min: Money, max: Money })),
  maxTotal: Money,
});

export const LIVE_HISTORY = 40;

export const liveTableState = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/play/api/table/state',
  tag,
  summary: `The session's live table now: its round, its timing and limits, the last ${LIVE_HISTORY} results with their seeds, the player's bets this round and the balance`,
  body: z.strictObject({ sessionId: SessionId }),
  value: z.object({
    serverTime: z.string(),
    table: z.object({
      id: z.string(),
      engine: z.string(),
      bettingMs: z.int(),
      decisionMs: z.int(),
      resultMs: z.int(),
      limits: Limits,
    }),
    round: z.nullable(LiveRoundView),
    totals: z.nullable(LiveSpotTotals),
    history: z.array(LiveRoundView),
    /** The next rounds of a table whose rounds have cards (a cockfight's schedule). */
    upcoming: z.array(z.object({ nonce: z.int(), card: Outcome, bettingEndsAt: z.string() })),
    /** This round's bets, or the last round's once dealt (with their wins). */
    mySlips: z.array(LiveSlipView),
    /** At a table where players decide, and once the player has bets on the round. */
    decisions: z.nullable(LiveDecisionsView),
    balance: Money,
  }),
});

export const liveTableBet = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/play/api/table/bet',
  tag,
  summary:
    'Bets on the round taking bets at the session’s table: chips on spots, within the table limits together with the player’s bets already placed this round; requestId makes it idempotent',
  body: z.strictObject({
    sessionId: SessionId,
    bets: z
      .array(z.strictObject({ spot: Spot, stake: Amount }))
      .check(z.minLength(1), z.maxLength(60)),
    requestId: RequestId,
  }),
  value: z.object({ slip: LiveSlipView, balance: Money }),
});

export const liveTableDecide = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/play/api/table/decide',
  tag,
  summary:
    'A decision at a table where players decide (play, fold, hit, stand, double, split, insurance) while its window is open — at a table decided in steps, one a step, in the step it names; one that stakes more takes it from the wallet first; requestId makes it idempotent',
  body: z.strictObject({
    sessionId: SessionId,
    decision: z.string().check(z.regex(/^[a-zA-Z]{1,20}$/, 'a decision')),
    requestId: RequestId,
    /**
     * At a table decided in steps: the step the decision is for (the round's `step`); one
     * that arrives after it closed is refused rather than taken for the next.
     */
    step: z.optional(z.int().check(z.positive())),
  }),
  value: z.object({ decisions: LiveDecisionsView, balance: Money }),
});

/** The WebSocket a table's page watches (`?table=<id>`); the server only sends. */
export const LIVE_TABLE_PATH = '/play/api/table/live';

/**
 * What the socket sends: a snapshot when it opens, then each round as it opens, as each
 * step of its decisions opens and as it is dealt, and the spot totals as bets come in. A
 * plain union, as crash's.
 */
export const LiveTableEvent = /* @__PURE__ */ z.union([
  z.object({
    type: z.literal('snapshot'),
    serverTime: z.string(),
    round: z.nullable(LiveRoundView),
    totals: z.nullable(LiveSpotTotals),
  }),
  z.object({ type: z.literal('round'), serverTime: z.string(), round: LiveRoundView }),
  z.object({ type: z.literal('totals'), totals: LiveSpotTotals }),
]);
export type LiveTableEvent = z.infer<typeof LiveTableEvent>;
