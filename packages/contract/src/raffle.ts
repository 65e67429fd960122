import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { Money, RequestId } from './money.ts';
import { intQuery } from './paging.ts';
import { ClientSeed } from './play.ts';

/*
 * Raffle / red envelope promotions (issue 16, decision 033): once per round (the
 * promotion's period) a player draws a ticket in [0, 10 000) with the provably fair core
 * from the round's server seed, committed by its hash before any draw and revealed when
 * the round is over, and their client seed; the ticket's prize comes from the published
 * table (the promotion's rule `prizes`, ticket runs in table order).
 */

const tag = 'promotions';

/** A round's seed: its hash from the start, the seed itself once the round is over. */
export const RaffleRound = /* @__PURE__ */ z.object({
  round: z.string(),
  seedHash: z.string(),
  /** Null until the round is over. */
  serverSeed: z.nullable(z.string()),
  /** When the round is over; null: when the promotion ends. */
  endsAt: z.nullable(z.string()),
});

/** A player's draw: everything needed to recompute it on /verify once the seed is shown. */
export const RaffleDraw = /* @__PURE__ */ z.object({
  ...RaffleRound.shape,
  clientSeed: z.string(),
  nonce: z.int(),
  ticket: z.int(),
  /** The prize's place in the table, and what it gave. */
  prize: z.int(),
  amount: Money,
  at: z.string(),
});
export type RaffleDraw = z.infer<typeof RaffleDraw>;

const PromotionId = { promotionId: intQuery(1, 2_147_483_647) };

export const getRaffleRounds = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/system/promotions/raffle/rounds',
  tag,
  summary:
    'A raffle’s rounds: the running one by its seed hash (the commitment before any draw), and the last ones over with their seeds revealed',
  query: z.object(PromotionId),
  value: z.object({ current: z.nullable(RaffleRound), past: z.array(RaffleRound) }),
});

export const claimRafflePromotion = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/relay/MCS2_claimRafflePromotion',
  tag,
  refuseTrial: true,
  summary:
    'Opens a red envelope: once per player and round (ALREADY_CLAIMED after) a prize drawn from the published table with the player’s client seed; it lands in the bonus wallet with the promotion’s turnover; requestId makes it idempotent',
  body: z.strictObject({
    promotionId: z.int().check(z.positive()),
    requestId: RequestId,
    /** The player's part of the draw; the browser picks a random one when they do not. */
    clientSeed: ClientSeed,
  }),
  value: z.object({ grantId: z.int(), turnover: Money, draw: RaffleDraw }),
});

export const getRaffleDraws = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/member/promotions/raffle/draws',
  tag,
  refuseTrial: true,
  summary: 'The player’s own draws of a raffle, newest first, each with what verifies it',
  query: z.object(PromotionId),
  value: z.object({ list: z.array(RaffleDraw) }),
});
