import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { text } from './fields.ts';
import { LOTTERY_AREAS, LOTTERY_FAMILY_CODES, OpenDraw, REGIONAL_FAMILY_CODES } from './lottery.ts';
import { Amount, Money, RequestId } from './money.ts';
import { countQuery, PageInfo, PageQuery } from './paging.ts';

/*
 * Lottery bets (issue 15): a game's rules for its betting page, a slip of bets on the
 * draw taking bets (or a chase of several draws), my bets, and cancelling before the
 * cut-off. The server checks each selection and computes its bet count and stake itself
 * (packages/games `checkLotteryBet`); what the page shows is only a preview.
 */

const tag = 'lottery';

/** The most draws one chase follows, and the most bets one slip holds (decision 031). */
export const MAX_CHASE_DRAWS = 120;
export const MAX_SLIP_BETS = 20;

/** A pick: a number on the board or a named option ('big', 'dragon', a typed-in ticket). */
const Pick = /* @__PURE__ */ z.union([z.int(), text(16, 1)]);

/**
 * Rows of picks (one per position, or one set), or typed-in tickets. The bounds only keep
 * a request small; the play type's own shape is checked on the server.
 */
export const LotterySelection = /* @__PURE__ */ z
  .array(z.array(Pick).check(z.maxLength(1000)))
  .check(z.minLength(1), z.maxLength(1000));

export const LotteryBetInput = /* @__PURE__ */ z.strictObject({
  playType: text(64, 1),
  selection: LotterySelection,
  /** Money per unit bet: one of the game's units (e.g. 2.00, 0.20, 0.02). */
  unit: Amount,
  multiplier: z.int().check(z.minimum(1), z.maximum(100_000)),
});

export const getLotteryGame = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/lotto/lgw/games/detail',
  tag,
  summary:
    "A lottery game's betting rules: its family, cadence, units and limits, the brand's prizes per play type (per 2.00 unit) and the draws open for bets and chases",
  query: z.object({ gameCode: text(32, 1), draws: countQuery(120, 10) }),
  value: z.object({
    gameCode: z.string(),
    family: z.enum([...LOTTERY_FAMILY_CODES, ...REGIONAL_FAMILY_CODES]),
    area: z.enum(LOTTERY_AREAS),
    /** Minutes between draws; null for a regional game, drawn on its own calendar. */
    everyMinutes: z.nullable(z.int()),
    cutoffSeconds: z.int(),
    prizeMode: z.string(),
    units: z.array(Money),
    maxMultiplier: z.int(),
    maxStakePerBet: Money,
    maxChaseDraws: z.int(),
    /** Each play type the brand offers, with its prize per level for a 2.00 unit. */
    playTypes: z.array(z.object({ id: z.string(), prizes: z.array(Money) })),
    /** The draw taking bets first, then the next ones (a chase follows them in order). */
    draws: z.array(OpenDraw),
  }),
});

export const LotteryBetState = /* @__PURE__ */ z.enum(['OPEN', 'WON', 'LOST', 'CANCELLED']);

export const LotteryBetView = /* @__PURE__ */ z.object({
  id: z.int(),
  orderId: z.int(),
  gameCode: z.string(),
  issue: z.string(),
  playType: z.string(),
  selection: z.array(z.array(z.union([z.int(), z.string()]))),
  unit: Money,
  multiplier: z.int(),
  betCount: z.int(),
  stake: Money,
  state: LotteryBetState,
  /** Paid back (prize, stake included as the tables price it); null until settled. */
  win: z.nullable(Money),
  placedAt: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  /** Its place in a chase: draw `index` (1-based) of `of`; null for a single draw. */
  chase: z.nullable(z.object({ index: z.int(), of: z.int(), stopOnWin: z.boolean() })),
});
export type LotteryBetView = z.infer<typeof LotteryBetView>;

export const placeLotteryBets = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/lotto/lgw/bets',
  tag,
  token: true,
  refuseTrial: true,
  summary:
    'Places a slip of bets on the draw taking bets, or a chase of several draws from it (a multiplier per draw, stop on a win), in one ledger transaction; requestId makes it idempotent',
  body: z.strictObject({
    gameCode: text(32, 1),
    /** The draw the player saw taking bets: once its cut-off passed, the slip is refused. */
    issue: text(32, 1),
    bets: z.array(LotteryBetInput).check(z.minLength(1), z.maxLength(MAX_SLIP_BETS)),
    chase: z.optional(
      z.strictObject({
        draws: z.int().check(z.minimum(2), z.maximum(MAX_CHASE_DRAWS)),
        /** Each draw's multiplier of the slip's bets, in order; all 1 when absent. */
        multipliers: z.optional(
          z
            .array(z.int().check(z.minimum(1), z.maximum(100_000)))
            .check(z.minLength(2), z.maxLength(MAX_CHASE_DRAWS)),
        ),
        stopOnWin: z.boolean(),
      }),
    ),
    requestId: RequestId,
  }),
  value: z.object({
    orderId: z.int(),
    bets: z.array(LotteryBetView),
    /** The whole slip's stake, every draw of a chase included. */
    stake: Money,
    balance: Money,
  }),
});

export const getLotteryBets = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/lotto/lgw/bets',
  tag,
  token: true,
  summary: "The player's lottery bets, newest first, optionally of one game or state",
  query: z.object({
    gameCode: z.optional(text(32, 1)),
    state: z.optional(LotteryBetState),
    ...PageQuery,
  }),
  value: z.object({ list: z.array(LotteryBetView), ...PageInfo }),
});

export const cancelLotteryBets = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/lotto/lgw/bets/cancel',
  tag,
  token: true,
  refuseTrial: true,
  summary:
    "Cancels one of the player's open bets, or every open bet of one order (the rest of a chase), whose draw has not reached its cut-off; the stakes come back",
  body: z.strictObject({
    betId: z.optional(z.int().check(z.minimum(1))),
    orderId: z.optional(z.int().check(z.minimum(1))),
  }),
  value: z.object({ cancelled: z.int(), refunded: Money, balance: Money }),
});
