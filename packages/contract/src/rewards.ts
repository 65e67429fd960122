import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { Money, RequestId } from './money.ts';

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

/** Rates per game category in basis points (10,000 = 100 %). */
const RatesBp = /* @__PURE__ */ z.record(z.string(), z.int());

export const getRebateSummary = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/member/rewards/cashback',
  tag,
  refuseTrial: true,
  summary:
    'Cashback (manualRebate): valid bets since the last claim per category, the rates of the player’s VIP rank and what is due; claimed once per brand day',
  query: z.object({}),
  value: z.object({
    level: z.int(),
    byCategory: z.array(
      z.object({ category: z.string(), validBet: Money, rateBp: z.int(), rebate: Money }),
    ),
    total: Money,
    rates: RatesBp,
    lastClaim: z.nullable(z.object({ at: z.string(), amount: Money })),
    claimedToday: z.boolean(),
    /** The brand pays it at the start of each day without a claim. */
    auto: z.boolean(),
  }),
});

export const claimRebate = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/member/rewards/cashback/claim',
  tag,
  refuseTrial: true,
  summary:
    'Claims the cashback due into the main wallet, once per brand day (ALREADY_CLAIMED after, NOTHING_TO_CLAIM with nothing due); requestId makes it idempotent',
  body: z.strictObject({ requestId: RequestId }),
  value: z.object({ amount: Money, balance: Money }),
});

export const VipRankView = /* @__PURE__ */ z.object({
  level: z.int(),
  name: z.string(),
  minValidBet: Money,
  minDeposit: Money,
  upgradeBonus: Money,
  monthlyBonus: Money,
  rebate: RatesBp,
});

export const getVipLadder = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/system/vip/ranks',
  tag,
  summary:
    'The brand’s VIP ladder (the /vip page): each rank’s valid-bet and deposit requirements over the window, its bonuses and cashback rates',
  query: z.object({}),
  value: z.object({ windowDays: z.int(), ranks: z.array(VipRankView) }),
});

export const getPlayerRank = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/member/rewards/rank',
  tag,
  refuseTrial: true,
  summary:
    'Where the player stands (playerRank): their rank, valid bets and deposits over the window, and what the next rank still needs',
  query: z.object({}),
  value: z.object({
    level: z.int(),
    name: z.string(),
    validBet: Money,
    deposit: Money,
    windowDays: z.int(),
    next: z.nullable(
      z.object({ level: z.int(), name: z.string(), validBetNeeded: Money, depositNeeded: Money }),
    ),
    /** Progress toward the next rank in basis points (both requirements must be met). */
    progressBp: z.int(),
    /** The rank's monthly bonus, and whether this brand month's is taken. */
    monthly: z.object({ amount: Money, claimed: z.boolean() }),
  }),
});

export const claimVipMonthly = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/member/rewards/vip/monthly',
  tag,
  refuseTrial: true,
  summary:
    'Claims the monthly bonus of the player’s VIP rank, once per brand month (ALREADY_CLAIMED after, NOTHING_TO_CLAIM at a rank without one): it lands in the bonus wallet with the brand’s bonus turnover; requestId makes it idempotent',
  body: z.strictObject({ requestId: RequestId }),
  value: z.object({ amount: Money, grantId: z.int(), turnover: Money }),
});

export const getReferral = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/member/rewards/referral',
  tag,
  refuseTrial: true,
  summary:
    'Invite and earn (referral): the player’s code, the bonus per friend and what a friend must deposit and wager, the friends who joined and where each stands',
  query: z.object({}),
  value: z.object({
    code: z.string(),
    bonus: Money,
    minDeposit: Money,
    turnover: Money,
    earned: Money,
    friends: z.array(
      z.object({
        account: z.string(),
        joinedAt: z.string(),
        deposited: z.boolean(),
        validBet: Money,
        /** NOT_ELIGIBLE: registered from an address the player uses (decision 033). */
        state: z.enum(['PENDING', 'REWARDED', 'NOT_ELIGIBLE']),
      }),
    ),
  }),
});
