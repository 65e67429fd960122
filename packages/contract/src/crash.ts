import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { Amount, Money, RequestId } from './money.ts';

/**
 * The in-house crash game: one shared round at a time for every player on every server
 * instance. Its page places bets and cashes out over HTTP and watches the round over a
 * WebSocket (`CRASH_LIVE_PATH`). Crash points come from a published SHA-256 hash chain
 * played backwards, as bustabit does: each round's hash, revealed at its crash, hashes
 * to the round before it and, in the end, to the chain's published terminating hash.
 */
const tag = 'play';

const SessionId = /* @__PURE__ */ z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'the session id of open'));

/** A multiplier as shown, with 2 decimals (1.00 and up). */
const Multiplier = /* @__PURE__ */ z.number();

export const CrashPhase = /* @__PURE__ */ z.enum(['BETTING', 'RUNNING', 'CRASHED']);

/** The shared round as anyone may see it: its hash and crash point only once it crashed. */
export const CrashRoundView = /* @__PURE__ */ z.object({
  id: z.int(),
  phase: CrashPhase,
  /** When betting closes and the round starts (ISO). */
  bettingEndsAt: z.string(),
  startedAt: z.nullable(z.string()),
  crashedAt: z.nullable(z.string()),
  /** Revealed at the crash. */
  crashPoint: z.nullable(Multiplier),
  hash: z.nullable(z.string()),
  chainId: z.int(),
  /** The round's place in its chain (0 is played first). */
  idx: z.int(),
});

/** A bet on the round as every player sees it (account masked, auto cash-out private). */
export const CrashPlayerView = /* @__PURE__ */ z.object({
  /** Which bet this is, so a cash-out event finds its row. */
  betId: z.int(),
  player: z.string(),
  stake: Money,
  cashedOutAt: z.nullable(Multiplier),
  win: z.nullable(Money),
});

const History = /* @__PURE__ */ z.array(
  z.object({ id: z.int(), crashPoint: Multiplier, hash: z.string(), chainId: z.int() }),
);

/** What a page needs to draw the round now: `serverTime` lets it run the multiplier. */
const Snapshot = {
  serverTime: z.string(),
  round: z.nullable(CrashRoundView),
  players: z.array(CrashPlayerView),
  /** The last crashed rounds, newest first. */
  history: History,
};

/** The player's own bet on the round shown. */
export const CrashMyBet = /* @__PURE__ */ z.object({
  roundId: z.int(),
  stake: Money,
  autoCashout: z.nullable(Multiplier),
  status: z.enum(['ACTIVE', 'CASHED', 'LOST']),
  cashedOutAt: z.nullable(Multiplier),
  win: z.nullable(Money),
});

export const crashState = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/play/api/crash/state',
  tag,
  summary:
    'The shared crash round now, its players, the last crash points, and this session’s own bet and balance',
  body: z.strictObject({ sessionId: SessionId }),
  value: z.object({
    ...Snapshot,
    myBet: z.nullable(CrashMyBet),
    balance: Money,
    limits: z.object({
      minStake: Money,
      maxStake: Money,
      minAuto: Multiplier,
      maxAuto: Multiplier,
    }),
  }),
});

export const crashBet = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/play/api/crash/bet',
  tag,
  summary:
    'A bet on the round taking bets (one per player and round), with an optional auto cash-out; requestId makes it idempotent',
  body: z.strictObject({
    sessionId: SessionId,
    stake: Amount,
    autoCashout: z.optional(Multiplier),
    requestId: RequestId,
  }),
  value: z.object({ bet: CrashMyBet, balance: Money }),
});

export const crashCashout = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/play/api/crash/cashout',
  tag,
  summary:
    'Cashes out this session’s running bet at the multiplier shown now; asked again, it answers the same cash-out',
  body: z.strictObject({ sessionId: SessionId }),
  value: z.object({ bet: CrashMyBet, balance: Money }),
});

export const CRASH_HISTORY = 30;

export const getCrashChain = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/play/api/crash/chain',
  tag,
  summary: `The published hash chains (terminating hash and salt) and the last ${CRASH_HISTORY} crashed rounds with their hashes, to verify any of them`,
  query: z.object({}),
  value: z.object({
    chains: z.array(
      z.object({ id: z.int(), terminatingHash: z.string(), salt: z.string(), length: z.int() }),
    ),
    rounds: z.array(
      z.object({
        id: z.int(),
        chainId: z.int(),
        idx: z.int(),
        hash: z.string(),
        crashPoint: Multiplier,
      }),
    ),
  }),
});

/** The WebSocket every crash page watches; the server only sends, as JSON `CrashEvent`s. */
export const CRASH_LIVE_PATH = '/play/api/crash/live';

/**
 * What the live socket sends: a snapshot when it opens, then each phase change, each bet
 * and cash-out as it happens, and the settled players once a round crashed. A plain union
 * (each member has its own literal `type`): a discriminated union would put its code in the
 * site's first load, which never parses these.
 */
export const CrashEvent = /* @__PURE__ */ z.union([
  z.object({ type: z.literal('snapshot'), ...Snapshot }),
  z.object({ type: z.literal('round'), serverTime: z.string(), round: CrashRoundView }),
  z.object({ type: z.literal('bet'), roundId: z.int(), player: CrashPlayerView }),
  z.object({ type: z.literal('cashout'), roundId: z.int(), player: CrashPlayerView }),
  z.object({ type: z.literal('players'), roundId: z.int(), players: z.array(CrashPlayerView) }),
]);
export type CrashEvent = z.infer<typeof CrashEvent>;
