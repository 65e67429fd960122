import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { text } from './fields.ts';
import { Money, RequestId } from './money.ts';
import { intQuery } from './paging.ts';

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
export const ACTION_STATES = [
  'COMING_SOON',
  'CLOSE',
  'JOIN',
  'CLAIM',
  'CLAIMED',
  'APPLYING',
  'ISSUED',
  'REJECTED',
] as const;
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
    /**
     * APPLICATION: the player applies (comment, images); the operator issues `amount`.
     * RAFFLE: a red envelope, a prize of `prizes` drawn per round (raffle.ts).
     */
    kind: z.enum(['DEPOSIT_PERCENT', 'FIXED', 'APPLICATION', 'RAFFLE']),
    /** DEPOSIT_PERCENT: the share of the deposit in basis points, its cap, the least deposit. */
    percentBp: z.optional(z.int()),
    cap: z.optional(Money),
    minDeposit: z.optional(Money),
    /** FIXED, APPLICATION: the bonus. */
    amount: z.optional(Money),
    /** RAFFLE: the published prize table, each prize's chance in basis points (sum 10 000). */
    prizes: z.optional(z.array(z.object({ amount: Money, chanceBp: z.int() }))),
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
  query: z.object({ id: intQuery(1, 2_147_483_647), ...Language }),
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

/** Product §5: an application's comment and images (png or jpg, at most 5 MB each). */
export const APPLICATION_COMMENT_MAX = 140;
export const APPLICATION_IMAGES_MAX = 3;
export const APPLICATION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const ApplicationImage = /* @__PURE__ */ z.strictObject({
  type: z.enum(['image/png', 'image/jpeg']),
  /** Base64 of the bytes; the server checks the kind by content and the size. */
  data: z.string().check(z.maxLength(Math.ceil((APPLICATION_IMAGE_MAX_BYTES * 1.25) / 3) * 4)),
});

export const APPLICATION_STATUSES = ['APPLYING', 'ISSUED', 'REJECTED'] as const;

export const applyPromotion = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/member/promotions/apply',
  tag,
  refuseTrial: true,
  summary:
    'Applies to a promotion that asks for it (product §5): a comment and up to 3 png/jpg images checked by content; once per period; requestId makes it idempotent',
  body: z.strictObject({
    promotionId: z.int().check(z.positive()),
    comment: z.string().check(z.maxLength(APPLICATION_COMMENT_MAX)),
    images: z.array(ApplicationImage).check(z.maxLength(APPLICATION_IMAGES_MAX)),
    requestId: RequestId,
  }),
  value: z.object({ id: z.int(), status: z.enum(APPLICATION_STATUSES) }),
});

export const getApplicationImage = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/member/promotions/applications/image',
  tag,
  refuseTrial: true,
  summary: 'One image of the player’s own application (nobody else’s)',
  query: z.object({
    id: intQuery(1, Number.MAX_SAFE_INTEGER),
    n: intQuery(0, APPLICATION_IMAGES_MAX - 1),
  }),
  value: ApplicationImage,
});

export const OpsApplication = /* @__PURE__ */ z.object({
  id: z.int(),
  promotion: z.string(),
  account: z.string(),
  comment: z.string(),
  images: z.int(),
  status: z.enum(APPLICATION_STATUSES),
  remark: z.nullable(z.string()),
  at: z.string(),
});

export const opsListApplications = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/promotions/applications',
  tag: 'ops',
  staff: 'promotions.write',
  summary: 'Promotion applications, newest first (APPLYING ones wait for a decision)',
  query: z.object({ status: z.optional(z.enum(APPLICATION_STATUSES)) }),
  value: z.object({ list: z.array(OpsApplication) }),
});

export const opsApplicationImage = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/promotions/applications/image',
  tag: 'ops',
  staff: 'promotions.write',
  summary: 'One image of an application, for the operator',
  query: z.object({
    id: intQuery(1, Number.MAX_SAFE_INTEGER),
    n: intQuery(0, APPLICATION_IMAGES_MAX - 1),
  }),
  value: ApplicationImage,
});

export const opsDecideApplication = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/promotions/applications/decide',
  tag: 'ops',
  staff: 'promotions.write',
  summary:
    'Approve an application (its bonus is issued, with the promotion’s turnover) or reject it; a decided one is a 409',
  body: z.strictObject({
    id: z.int().check(z.positive()),
    action: z.enum(['approve', 'reject']),
    remark: z.optional(text(500, 1)),
  }),
  value: OpsApplication,
});
