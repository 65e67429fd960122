import { toMinor } from '@gamehall/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { mallItems, pointRedemptions } from '../../db/schema/points.ts';
import { AppError } from '../../lib/app-error.ts';
import { awaitingDecision } from '../../lib/awaiting-decision.ts';
import { brandDayOf } from '../../settings/brand-day.ts';
import { account, inTransaction, move, post } from '../ledger/index.ts';
import { settledDaysView } from '../provider/index.ts';
import { changePoints } from './journal.ts';

/*
 * The points mall (product §3 redeem items, §4 redeem states; decision 033). Lock order:
 * the redemption row (new, or the one decided), the item, the points balance, the
 * wallets — the same in a redemption and in an operator's decision.
 */

export type ItemRow = typeof mallItems.$inferSelect;
export type RedemptionRow = typeof pointRedemptions.$inferSelect;

/** The mall's enabled items in the operator's order. */
export function mallItemsOf(q: Queryable) {
  return q
    .select()
    .from(mallItems)
    .where(eq(mallItems.enabled, true))
    .orderBy(asc(mallItems.sort), asc(mallItems.id));
}

/** A player's valid bets over the brand's last `days` days (an item's amount requirement). */
async function validBetOver(q: Queryable, memberId: number, days: number) {
  const [row] = rowsOf<{ total: unknown }>(
    await q.execute(sql`SELECT coalesce(sum(d.valid_bet), 0) AS total FROM ${settledDaysView} d
      WHERE d.member_id = ${memberId} AND d.day >= ${brandDayOf(sql`now()`)} - ${days - 1}::int`),
  );
  return BigInt(String(row?.total ?? 0));
}

export interface RedeemRequest {
  memberId: number;
  itemId: number;
  quantity: number;
  requestId: string;
  /** Days of valid bets the amount requirement is measured over. */
  windowDays: number;
}

/**
 * Redeems points for `quantity` pieces of an item, once per request: the redemption row
 * first (a repeat finds it), then the stock by a guarded decrement (never oversold:
 * OUT_OF_STOCK), the amount requirement, the points (POINTS_INSUFFICIENT rolls all of it
 * back), and for a CASH item its money into the main wallet. GOODS stay IN_PROCESS until
 * the operator decides.
 */
export async function redeem(db: Db, r: RedeemRequest) {
  return inTransaction(db, async (tx) => {
    const [item] = await tx.select().from(mallItems).where(eq(mallItems.id, r.itemId));
    if (!item?.enabled) throw new AppError('NOT_FOUND', 'No such item');
    const points = item.points * BigInt(r.quantity);
    const [row] = await tx
      .insert(pointRedemptions)
      .values({
        memberId: r.memberId,
        itemId: item.id,
        quantity: r.quantity,
        points,
        status: item.kind === 'CASH' ? 'APPROVED' : 'IN_PROCESS',
        requestId: r.requestId,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return { redemption: await repeatOf(tx, r), item };
    const [taken] = await tx
      .update(mallItems)
      .set({ available: sql`${mallItems.available} - ${r.quantity}` })
      .where(and(eq(mallItems.id, item.id), sql`${mallItems.available} >= ${r.quantity}`))
      .returning({ available: mallItems.available });
    if (!taken) {
      throw new AppError('OUT_OF_STOCK', 'Not enough of this item is left', {
        details: { available: item.available },
      });
    }
    if (item.amountRequirement > 0n) {
      const have = await validBetOver(tx, r.memberId, r.windowDays);
      if (have < item.amountRequirement) {
        throw new AppError('AMOUNT_REQUIREMENT_NOT_MET', 'Bet more to redeem this item', {
          details: { required: Number(item.amountRequirement) / 100, have: Number(have) / 100 },
        });
      }
    }
    await changePoints(tx, {
      key: `redeem:${row.id}`,
      memberId: r.memberId,
      reason: 'REDEEM',
      change: -points,
      reference: `redeem:${row.id}`,
      remark: item.name,
    });
    if (item.kind === 'CASH' && item.cashValue > 0n) {
      await post(tx, {
        key: `points-redeem:${row.id}`,
        type: 'POINTS',
        memberId: r.memberId,
        reference: `redeem:${row.id}`,
        remark: item.name,
        entries: move(
          account.house(r.memberId),
          account.main(r.memberId),
          item.cashValue * BigInt(r.quantity),
        ),
      });
    }
    return { redemption: row, item };
  });
}

/** The redemption a repeated request made; the same request id for another is a 409. */
async function repeatOf(tx: Tx, r: RedeemRequest) {
  const [first] = await tx
    .select()
    .from(pointRedemptions)
    .where(
      and(eq(pointRedemptions.memberId, r.memberId), eq(pointRedemptions.requestId, r.requestId)),
    );
  if (!first || first.itemId !== r.itemId || first.quantity !== r.quantity) {
    throw new AppError('IDEMPOTENCY_CONFLICT', 'This request id was used for another redemption');
  }
  return first;
}

/** A player's redemptions, newest first, with their items' names. */
export async function redemptionsOf(q: Queryable, memberId: number, offset: number, limit: number) {
  const where = eq(pointRedemptions.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    q
      .select({ r: pointRedemptions, name: mallItems.name })
      .from(pointRedemptions)
      .innerJoin(mallItems, eq(mallItems.id, pointRedemptions.itemId))
      .where(where)
      .orderBy(desc(pointRedemptions.id))
      .offset(offset)
      .limit(limit),
    q.select({ n: count() }).from(pointRedemptions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The operator decides a redemption in process: approved (the goods are sent), or
 * rejected — its points back to the player and its pieces back in stock, once.
 */
export async function decideRedemption(
  db: Db,
  id: number,
  action: 'approve' | 'reject',
  remark?: string,
) {
  return inTransaction(db, async (tx) => {
    const [locked] = await tx
      .select()
      .from(pointRedemptions)
      .where(eq(pointRedemptions.id, id))
      .for('update');
    const row = awaitingDecision(locked, 'redemption', 'IN_PROCESS');
    const status = action === 'approve' ? 'APPROVED' : 'REJECTED';
    if (status === 'REJECTED') {
      await tx
        .update(mallItems)
        .set({ available: sql`${mallItems.available} + ${row.quantity}` })
        .where(eq(mallItems.id, row.itemId));
      await changePoints(tx, {
        key: `redeem-refund:${row.id}`,
        memberId: row.memberId,
        reason: 'REFUND',
        change: row.points,
        reference: `redeem:${row.id}`,
        remark: remark ?? null,
      });
    }
    const [decided] = await tx
      .update(pointRedemptions)
      .set({ status, remark: remark ?? null, decidedAt: new Date() })
      .where(eq(pointRedemptions.id, id))
      .returning();
    return decided as RedemptionRow;
  });
}

/** Redemptions for the operator, newest first, with their items (or the one of `id`). */
export async function listRedemptions(
  q: Queryable,
  status: string | undefined,
  limit = 200,
  id?: number,
) {
  const rows = await q
    .select({ r: pointRedemptions, item: mallItems })
    .from(pointRedemptions)
    .innerJoin(mallItems, eq(mallItems.id, pointRedemptions.itemId))
    .where(
      and(
        status ? eq(pointRedemptions.status, status) : undefined,
        id ? eq(pointRedemptions.id, id) : undefined,
      ),
    )
    .orderBy(desc(pointRedemptions.id))
    .limit(limit);
  return rows;
}

export interface ConvertRequest {
  memberId: number;
  /** Hundredths of a point. */
  points: bigint;
  requestId: string;
  pointValue: number;
  minConvertPoints: number;
}

/**
 * Converts points to money in the main wallet at the brand's rate, floored to the minor
 * unit: the points spent and the money posted in one transaction, each under a key of
 * the request, so a repeat moves nothing again.
 */
export async function convertPoints(db: Db, c: ConvertRequest) {
  if (c.points < BigInt(c.minConvertPoints) * 100n) {
    throw new AppError('AMOUNT_OUT_OF_RANGE', `Convert at least ${c.minConvertPoints} points`, {
      details: { min: c.minConvertPoints },
    });
  }
  // A point is worth `pointValue`; points are hundredths, money minor units.
  const amount = (c.points * toMinor(c.pointValue)) / 100n;
  if (amount <= 0n) throw new AppError('BAD_REQUEST', 'These points convert to nothing');
  return inTransaction(db, async (tx) => {
    const spent = await changePoints(tx, {
      key: `convert:${c.memberId}:${c.requestId}`,
      memberId: c.memberId,
      reason: 'CONVERT',
      change: -c.points,
      reference: `convert:${c.requestId}`,
    });
    await post(tx, {
      key: `points-convert:${c.memberId}:${c.requestId}`,
      type: 'POINTS',
      memberId: c.memberId,
      reference: `convert:${c.requestId}`,
      entries: move(account.house(c.memberId), account.main(c.memberId), amount),
    });
    return { points: spent.balance, amount };
  });
}
