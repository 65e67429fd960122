import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { text } from './fields.ts';
import { Money, RequestId } from './money.ts';
import { PageInfo, PageQuery } from './paging.ts';

/*
 * The points calls of product §7 (points), §3 (points and exchange fields, redeem items)
 * and §4 (redeem states); decision 033. Points are numbers with two decimals.
 */

const tag = 'points';

/** A redemption's life (product §4): In Process, Rejected, Approved. */
export const REDEEM_STATUSES = ['IN_PROCESS', 'APPROVED', 'REJECTED'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

/** CASH: money into the main wallet at once; GOODS: sent by the operator, who approves. */
export const MALL_ITEM_KINDS = ['CASH', 'GOODS'] as const;

export const MallItem = /* @__PURE__ */ z.object({
  id: z.int(),
  name: z.string(),
  imageUrl: z.string(),
  kind: z.enum(MALL_ITEM_KINDS),
  /** Points one piece costs. */
  points: z.number(),
  /** Valid bets over the brand's VIP window a player needs to redeem it. */
  amountRequirement: Money,
  /** What a CASH item pays into the main wallet per piece. */
  cashValue: Money,
  quantity: z.int(),
  available: z.int(),
});
export type MallItem = z.infer<typeof MallItem>;

export const getPointReward = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointReward',
  tag,
  refuseTrial: true,
  summary: 'The points mall’s items (pointMall): points and amount required, stock left',
  /** The site's language: an item's name in it where the operator gives one. */
  query: z.object({ language: z.optional(text(8)) }),
  value: z.object({ list: z.array(MallItem) }),
});

export const getPointConfig = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointConfig',
  tag,
  refuseTrial: true,
  summary:
    'The points rules: points per unit of valid bet by category (product §9), what a point converts to, the least a conversion takes',
  query: z.object({}),
  value: z.object({
    values: z.record(z.string(), z.number()),
    /** Money one point converts to. */
    pointValue: Money,
    minConvert: z.number(),
  }),
});

export const Redemption = /* @__PURE__ */ z.object({
  id: z.int(),
  at: z.string(),
  itemName: z.string(),
  quantity: z.int(),
  points: z.number(),
  status: z.enum(REDEEM_STATUSES),
  remark: z.nullable(z.string()),
});

export const getRedeemPointList = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/relay/MCS2_getRedeemPointList',
  tag,
  refuseTrial: true,
  summary: 'The player’s redeem history, newest first, with each redemption’s state',
  query: z.object({ ...PageQuery }),
  value: z.object({ list: z.array(Redemption), ...PageInfo }),
});

/** How points changed: earned on bets, a mission's reward, spent, converted, given back. */
export const POINT_REASONS = ['EARN', 'MISSION', 'REDEEM', 'CONVERT', 'REFUND', 'ADJUST'] as const;

export const getPointTransactions = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemTransDet',
  tag,
  refuseTrial: true,
  summary:
    'The player’s points record (product §3: changed points, balance, remark, reference, status), newest first',
  query: z.object({ ...PageQuery }),
  value: z.object({
    list: z.array(
      z.object({
        id: z.int(),
        at: z.string(),
        reason: z.enum(POINT_REASONS),
        change: z.number(),
        balance: z.number(),
        reference: z.nullable(z.string()),
        remark: z.nullable(z.string()),
      }),
    ),
    ...PageInfo,
  }),
});

export const redeemPointReward = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  tag,
  refuseTrial: true,
  encrypted: true,
  summary:
    'Redeems points for an item, proved with the payment password: stock never oversold, a CASH item paid at once, GOODS in process until the operator decides; requestId makes it idempotent',
  body: z.strictObject({
    itemId: z.int().check(z.positive()),
    quantity: z.int().check(z.positive(), z.maximum(100)),
    paymentPassword: text(64, 1),
    requestId: RequestId,
  }),
  value: z.object({ redemption: Redemption, points: z.number() }),
});

export const convertPoint = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_convertPoint',
  tag,
  refuseTrial: true,
  encrypted: true,
  summary:
    'Converts points to money in the main wallet at the brand’s rate, proved with the payment password; requestId makes it idempotent',
  body: z.strictObject({
    points: z.number().check(z.positive(), z.maximum(1_000_000_000), z.multipleOf(0.01)),
    paymentPassword: text(64, 1),
    requestId: RequestId,
  }),
  value: z.object({ points: z.number(), amount: Money, balance: Money }),
});

/** A redemption as the operator sees it: whose, and what they chose. */
export const OpsRedemption = /* @__PURE__ */ z.object({
  ...Redemption.shape,
  account: z.string(),
  kind: z.enum(MALL_ITEM_KINDS),
});

export const opsListRedemptions = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/points/redemptions',
  tag: 'ops',
  staff: 'promotions.write',
  summary: 'Points-mall redemptions, newest first (IN_PROCESS ones wait for a decision)',
  query: z.object({ status: z.optional(z.enum(REDEEM_STATUSES)) }),
  value: z.object({ list: z.array(OpsRedemption) }),
});

export const opsDecideRedemption = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/points/redemptions/decide',
  tag: 'ops',
  staff: 'promotions.write',
  summary:
    'Approve a redemption in process (the goods are sent) or reject it (its points and stock come back); a decided one is a 409',
  body: z.strictObject({
    id: z.int().check(z.positive()),
    action: z.enum(['approve', 'reject']),
    remark: z.optional(text(500, 1)),
  }),
  value: OpsRedemption,
});
