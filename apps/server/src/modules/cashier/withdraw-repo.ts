import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { withdrawAccounts, withdrawals } from '../../db/schema/cashier.ts';
import { accountsOf as memberAccounts } from '../member/index.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
/** A withdrawal as lists read it: the proof image's bytes stay in the row (proofOf reads them). */
export type ListedWithdrawal = Omit<WithdrawalRow, 'proofData'>;

const { proofData: _bytes, ...listedColumns } = getTableColumns(withdrawals);
export type WithdrawAccountRow = typeof withdrawAccounts.$inferSelect;

export async function accountsOf(q: Queryable, memberId: number) {
  return q
    .select()
    .from(withdrawAccounts)
    .where(eq(withdrawAccounts.memberId, memberId))
    .orderBy(asc(withdrawAccounts.id));
}

export async function insertAccount(q: Queryable, row: typeof withdrawAccounts.$inferInsert) {
  const [inserted] = await q.insert(withdrawAccounts).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function insertWithdrawal(q: Queryable, row: typeof withdrawals.$inferInsert) {
  const [inserted] = await q
    .insert(withdrawals)
    .values(row)
    .onConflictDoNothing({ target: [withdrawals.memberId, withdrawals.requestId] })
    .returning();
  return inserted ?? null;
}

export async function findWithdrawalByRequest(q: Queryable, memberId: number, requestId: string) {
  const [row] = await q
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.requestId, requestId)));
  return row ?? null;
}

/** The order, locked until the transaction ends, so two decisions cannot both apply. */
export async function lockWithdrawal(q: Queryable, orderNo: string) {
  const [row] = await q
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.orderNo, orderNo))
    .for('update');
  return row ?? null;
}

export async function updateWithdrawal(q: Queryable, id: number, set: Partial<WithdrawalRow>) {
  const [row] = await q.update(withdrawals).set(set).where(eq(withdrawals.id, id)).returning();
  if (!row) throw new Error(`withdrawal ${id} vanished`);
  return row;
}

export interface WithdrawalFilter {
  memberId?: number;
  from?: Date;
  to?: Date;
  status?: string;
}

function where(f: WithdrawalFilter): SQL | undefined {
  return and(
    f.memberId !== undefined ? eq(withdrawals.memberId, f.memberId) : undefined,
    f.from ? gte(withdrawals.createdAt, f.from) : undefined,
    f.to ? lte(withdrawals.createdAt, f.to) : undefined,
    f.status ? eq(withdrawals.status, f.status) : undefined,
  );
}

/** Withdrawals with their payout account and member, newest first (oldest first for ops). */
export async function pageOfWithdrawals(
  q: Queryable,
  f: WithdrawalFilter,
  offset: number,
  limit: number,
  oldestFirst = false,
) {
  const [listed, [total]] = await Promise.all([
    q
      .select({
        w: listedColumns,
        a: withdrawAccounts,
        hasProof: sql<boolean>`${withdrawals.proofData} is not null`,
      })
      .from(withdrawals)
      .innerJoin(withdrawAccounts, eq(withdrawAccounts.id, withdrawals.accountId))
      .where(where(f))
      .orderBy(oldestFirst ? asc(withdrawals.id) : desc(withdrawals.id))
      .limit(limit)
      .offset(offset),
    q.select({ n: count() }).from(withdrawals).where(where(f)),
  ]);
  const accounts = await memberAccounts(
    q,
    listed.map((r) => r.w.memberId),
  );
  const rows = listed.map((r) => ({ ...r, memberAccount: accounts.get(r.w.memberId) ?? '' }));
  return { rows, total: total?.n ?? 0 };
}

/** The proof image a player sent with a disputed payout, or null when there is none. */
export async function proofOf(q: Queryable, orderNo: string) {
  const [row] = await q
    .select({ type: withdrawals.proofMime, data: withdrawals.proofData })
    .from(withdrawals)
    .where(eq(withdrawals.orderNo, orderNo));
  if (!row) return undefined;
  return row.type && row.data ? { type: row.type, data: row.data } : null;
}

export async function accountById(q: Queryable, id: number) {
  const [row] = await q.select().from(withdrawAccounts).where(eq(withdrawAccounts.id, id));
  return row ?? null;
}

/** Product §4: a payout nobody answered within the set minutes counts as received. */
export async function autoConfirmDue(q: Queryable, now = new Date()) {
  const rows = await q
    .update(withdrawals)
    .set({
      status: 'RECEIVED',
      answeredAt: now,
      remark: sql`coalesce(${withdrawals.remark}, 'auto-confirmed')`,
    })
    .where(and(eq(withdrawals.status, 'PAID'), lte(withdrawals.autoConfirmAt, now)))
    .returning({ id: withdrawals.id });
  return rows.length;
}

/** Where each of a member's withdrawals stands now, by order number (the account record). */
export async function withdrawalStatuses(
  q: Queryable,
  memberId: number,
  orderNos: string[],
): Promise<Map<string, string>> {
  if (orderNos.length === 0) return new Map();
  const rows = await q
    .select({ orderNo: withdrawals.orderNo, status: withdrawals.status })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), inArray(withdrawals.orderNo, orderNos)));
  return new Map(rows.map((r) => [r.orderNo, r.status]));
}

/**
 * What a player has asked to withdraw so far, refused requests aside (a refunded payout
 * counts what the player confirmed receiving): the KYC rule's lifetime total (decision 040).
 */
export async function withdrawnSoFar(q: Queryable, memberId: number): Promise<bigint> {
  const [row] = rowsOf<{ total: unknown }>(
    await q.execute(sql`SELECT coalesce(sum(CASE WHEN status = 'REFUNDED'
        THEN coalesce(received_amount, 0) ELSE amount END), 0) AS total
      FROM withdrawals WHERE member_id = ${memberId} AND status <> 'REJECTED'`),
  );
  return BigInt(String(row?.total ?? 0));
}
