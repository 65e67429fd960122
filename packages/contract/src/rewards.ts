import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { Money } from './money.ts';

const tag = 'rewards';

/** A bonus's life (decision 033): wagered toward, released, given up or expired. */
export const GRANT_STATES = ['ACTIVE', 'RELEASED', 'FORFEITED', 'EXPIRED'] as const;
export type GrantState = (typeof GRANT_STATES)[number];

export const BonusGrant = /* @__PURE__ */ z.object({
  id: z.int(),
  at: z.string(),
  amount: Money,
  /** Turnover of settled valid bets (weighted by category) that releases it. */
  required: Money,
  counted: Money,
  state: z.enum(GRANT_STATES),
  expiresAt: z.nullable(z.string()),
  closedAt: z.nullable(z.string()),
  remark: z.nullable(z.string()),
});
export type BonusGrant = z.infer<typeof BonusGrant>;

export const getBonusGrants = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/member/bonus/grants',
  tag,
  refuseTrial: true,
  summary:
    'Bonus details (bonusDetails): each bonus with its turnover required and counted so far, its state and its end, newest first',
  query: z.object({}),
  value: z.object({
    list: z.array(BonusGrant),
    /** The wagering category weights in basis points (10,000: a bet counts in full). */
    weights: z.record(z.string(), z.int()),
  }),
});

export const forfeitBonus = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/member/bonus/forfeit',
  tag,
  refuseTrial: true,
  summary:
    'Gives up an active bonus: its money goes back to the house and its turnover no longer holds withdrawals back (decision 033); a bonus already ended answers its state',
  body: z.strictObject({ grantId: z.int().check(z.positive()) }),
  value: z.object({ state: z.enum(GRANT_STATES) }),
});

export const getPointBalance = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointBalance',
  tag,
  refuseTrial: true,
  summary:
    "The player's points (product §7 points; §9 values per category), earned on settled valid bets up to this moment",
  query: z.object({}),
  value: z.object({ balance: z.number() }),
});
