import {
  type BodyOf,
  type convertPoint,
  fromMinor,
  type getPointConfig,
  type getPointTransactions,
  type ParsedQueryOf,
  type redeemPointReward,
  type ValueOf,
} from '@gamehall/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pointEntries } from '../../db/schema/points.ts';
import { contentOrder } from '../../lib/localized.ts';
import { paging } from '../../lib/paging.ts';
import { account, balanceOf } from '../ledger/index.ts';
import { provePaymentPassword } from '../member/index.ts';
import { pointBalanceOf } from './journal.ts';
import {
  convertPoints,
  type ItemRow,
  mallItemsOf,
  type RedemptionRow,
  redeem,
  redemptionsOf,
} from './mall.ts';
import { POINT_VALUES } from './points-rules.ts';

/** Hundredths of a point as points with two decimals (the wire's). */
const pts = (hundredths: bigint) => fromMinor(hundredths);

export function itemView(item: ItemRow, order: readonly string[] = []) {
  const name = order.map((l) => item.names?.[l]).find((n) => n?.trim()) ?? item.name;
  return {
    id: item.id,
    name,
    imageUrl: item.imageUrl,
    kind: item.kind as 'CASH' | 'GOODS',
    points: pts(item.points),
    amountRequirement: fromMinor(item.amountRequirement),
    cashValue: fromMinor(item.cashValue),
    quantity: item.quantity,
    available: item.available,
  };
}

export function redemptionView(r: RedemptionRow, itemName: string) {
  return {
    id: r.id,
    at: r.createdAt.toISOString(),
    itemName,
    quantity: r.quantity,
    points: pts(r.points),
    status: r.status as 'IN_PROCESS' | 'APPROVED' | 'REJECTED',
    remark: r.remark,
  };
}

export async function mallItems(app: FastifyInstance, language?: string) {
  const { site } = (await app.settings.get()).settings;
  const order = contentOrder(site, language);
  return { list: (await mallItemsOf(app.database.db)).map((i) => itemView(i, order)) };
}

export async function pointConfig(app: FastifyInstance): Promise<ValueOf<typeof getPointConfig>> {
  const { rewards } = (await app.settings.get()).settings;
  const values = Object.fromEntries(
    Object.entries(POINT_VALUES).map(([category, hundredths]) => [category, pts(hundredths)]),
  );
  return { values, pointValue: rewards.pointValue, minConvert: rewards.minConvertPoints };
}

export async function redeemHistory(
  app: FastifyInstance,
  memberId: number,
  query: { pageNo: number; pageSize: number },
) {
  const page = paging(query);
  const { rows, total } = await redemptionsOf(app.database.db, memberId, page.offset, page.limit);
  return { list: rows.map((r) => redemptionView(r.r, r.name)), ...page.info(total) };
}

export async function pointRecord(
  app: FastifyInstance,
  memberId: number,
  query: ParsedQueryOf<typeof getPointTransactions>,
): Promise<ValueOf<typeof getPointTransactions>> {
  const page = paging(query);
  const db = app.database.db;
  const where = eq(pointEntries.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pointEntries)
      .where(where)
      .orderBy(desc(pointEntries.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(pointEntries).where(where),
  ]);
  return {
    list: rows.map((e) => ({
      id: e.id,
      at: e.createdAt.toISOString(),
      reason: e.reason as ValueOf<typeof getPointTransactions>['list'][number]['reason'],
      change: pts(e.change),
      balance: pts(e.balanceAfter),
      reference: e.reference,
      remark: e.remark,
    })),
    ...page.info(total?.n ?? 0),
  };
}

export async function redeemItem(
  app: FastifyInstance,
  memberId: number,
  body: BodyOf<typeof redeemPointReward>,
) {
  await provePaymentPassword(app, memberId, body.paymentPassword);
  const { rewards } = (await app.settings.get()).settings;
  const db = app.database.db;
  const { redemption, item } = await redeem(db, {
    memberId,
    itemId: body.itemId,
    quantity: body.quantity,
    requestId: body.requestId,
    windowDays: rewards.vipWindowDays,
  });
  return {
    redemption: redemptionView(redemption, item.name),
    points: pts(await pointBalanceOf(db, memberId)),
  };
}

export async function convert(
  app: FastifyInstance,
  memberId: number,
  body: BodyOf<typeof convertPoint>,
) {
  await provePaymentPassword(app, memberId, body.paymentPassword);
  const { rewards } = (await app.settings.get()).settings;
  const db = app.database.db;
  const { points, amount } = await convertPoints(db, {
    memberId,
    points: BigInt(Math.round(body.points * 100)),
    requestId: body.requestId,
    pointValue: rewards.pointValue,
    minConvertPoints: rewards.minConvertPoints,
  });
  return {
    points: pts(points),
    amount: fromMinor(amount),
    balance: fromMinor(await balanceOf(db, account.main(memberId))),
  };
}
