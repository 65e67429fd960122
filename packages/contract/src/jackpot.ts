import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { Money } from './money.ts';

/**
 * The progressive jackpot of the in-house slots (decision 035): a pool the house feeds
 * with a share of every real slot stake, won whole by a spin whose provably fair jackpot
 * draw (HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:jackpot`), first 4 bytes) falls
 * under its threshold, then reset to the brand's seed amount.
 */
const tag = 'games';

export const JACKPOT_WINNERS = 20;

/** A spin's jackpot draw, as its game page and /verify show it. */
export const JackpotDrawView = /* @__PURE__ */ z.object({
  /** The draw, 0 … 2³² − 1. */
  draw: z.int(),
  /** The spin wins when the draw is below this (more for a bigger stake). */
  threshold: z.int(),
  hit: z.boolean(),
  /** What the pool paid, once the spin's money went through (null when not hit). */
  won: z.nullable(Money),
});

export const getJackpot = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/game/jackpot',
  tag,
  summary: `The progressive jackpot now: the pool, how it is fed and won, and its last ${JACKPOT_WINNERS} winners`,
  query: z.object({}),
  value: z.object({
    enabled: z.boolean(),
    pool: Money,
    seed: Money,
    /** The share of each slot stake that feeds the pool, in percent. */
    sharePercent: z.number(),
    /** One chance in this many per whole unit staked. */
    oneInPerUnit: z.int(),
    winners: z.array(
      z.object({ player: z.string(), amount: Money, game: z.string(), at: z.string() }),
    ),
  }),
});
