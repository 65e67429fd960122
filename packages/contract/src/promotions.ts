import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { text } from './fields.ts';
import { Money, RequestId } from './money.ts';

/*
 * Promotions and activities (issue 16; product §1, §3 promotion types, §4 activity
 * states): the list and a promotion's rules for everyone, the player's button states and
 * claims with a token.
 */

const tag = 'promotions';

/** Product §3 promotion types. */
export const PROMOTION_TYPES = [
  'NEWBIE',
  'LIMITED',
  'SPECIAL',
  'DAILY',
  'HIGH_REBATE',
  'VIP',
] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** Product §4 activity states a player's button shows. */
export const ACTION_STATES = ['COMING_SOON', 'CLOSE', 'JOIN', 'CLAIM', 'CLAIMED'] as const;
export type ActionState = (typeof ACTION_STATES)[number];

export const PromotionCard = /* @__PURE__ */ z.object({
  id: z.int(),
  code: z.string(),
  type: z.enum(PROMOTION_TYPES),
  title: z.string(),
  summary: z.string(),
  bannerUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.nullable(z.string()),
  /** Before it starts, while it runs, after it ended. */
  status: z.enum(['UPCOMING', 'ONGOING', 'ENDED']),
  repeat: z.enum(['ONCE', 'DAILY', 'WEEKLY']),
  /** The bonus it gives must be wagered this many times before it is released. */
  turnoverMultiple: z.int(),
  rule: z.object({
    kind: z.enum(['DEPOSIT_PERCENT', 'FIXED']),
    /** DEPOSIT_PERCENT: the share of the deposit in basis points, its cap, the least deposit. */
    percentBp: z.optional(z.int()),
    cap: z.optional(Money),
    minDeposit: z.optional(Money),
    /** FIXED: the bonus. */
    amount: z.optional(Money),
  }),
});
export type PromotionCard = z.infer<typeof PromotionCard>;

const Language = { language: z.optional(text(8)) };

export const getPromotions = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/system/promotions',
  tag,
  summary: 'The promotions (/promotions): running and coming ones, and those ended lately',
  query: z.object(Language),
  value: z.object({ list: z.array(PromotionCard) }),
});

export const getPromotionDetail = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/system/promotions/detail',
  tag,
  summary: 'One promotion (/promoDetail) with its rules as rich text',
  query: z.object({ id: z.coerce.number().check(z.int(), z.positive()), ...Language }),
  value: z.object({ ...PromotionCard.shape, content: z.string() }),
});

export const getPromotionStates = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/member/promotions/states',
  tag,
  refuseTrial: true,
  summary:
    'The player’s button on each running or coming promotion (product §4 states), what a claim would give, and how many they can claim now (the rewards badge)',
  query: z.object({}),
  value: z.object({
    states: z.array(
      z.object({ id: z.int(), state: z.enum(ACTION_STATES), amount: z.nullable(Money) }),
    ),
    available: z.int(),
  }),
});

export const claimPromotion = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/member/promotions/claim',
  tag,
  refuseTrial: true,
  summary:
    'Claims a promotion’s bonus once per period (ALREADY_CLAIMED after): it lands in the bonus wallet with its turnover; requestId makes it idempotent',
  body: z.strictObject({ promotionId: z.int().check(z.positive()), requestId: RequestId }),
  value: z.object({ amount: Money, grantId: z.int(), turnover: Money }),
});
