import { and, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { deposits } from '../../db/schema/cashier.ts';

export type DepositRow = typeof deposits.$inferSelect;

/** Inserts the order unless the member already used this request id (then null). */
export async function insertDeposit(q: Queryable, row: typeof deposits.$inferInsert) {
  const [inserted] = await q
    .insert(deposits)
    .values(row)
    .onConflictDoNothing({ target: [deposits.memberId, deposits.requestId] })
    .returning();
  return inserted ?? null;
}

export async function findDepositByRequest(q: Queryable, memberId: number, requestId: string) {
  const [row] = await q
    .select()
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), eq(deposits.requestId, requestId)));
  return row ?? null;
}

export async function findDeposit(q: Queryable, orderNo: string) {
  const [row] = await q.select().from(deposits).where(eq(deposits.orderNo, orderNo));
  return row ?? null;
}

/** The order, locked until the transaction ends: one callback at a time decides it. */
export async function lockDeposit(q: Queryable, orderNo: string) {
  const [row] = await q.select().from(deposits).where(eq(deposits.orderNo, orderNo)).for('update');
  return row ?? null;
}

export async function updateDeposit(q: Queryable, id: number, set: Partial<DepositRow>) {
  await q.update(deposits).set(set).where(eq(deposits.id, id));
}

export interface DepositFilter {
  /** Absent: every player's (the console's list). */
  memberId?: number;
  from?: Date;
  to?: Date;
  status?: string;
}

function where(f: DepositFilter): SQL | undefined {
  return and(
    f.memberId === undefined ? undefined : eq(deposits.memberId, f.memberId),
    f.from ? gte(deposits.createdAt, f.from) : undefined,
    f.to ? lte(deposits.createdAt, f.to) : undefined,
    f.status ? eq(deposits.status, f.status) : undefined,
  );
}

export async function pageOfDeposits(
  q: Queryable,
  f: DepositFilter,
  offset: number,
  limit: number,
) {
  const [rows, [total]] = await Promise.all([
    q
      .select()
      .from(deposits)
      .where(where(f))
      .orderBy(desc(deposits.id))
      .limit(limit)
      .offset(offset),
    q.select({ n: count() }).from(deposits).where(where(f)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * A player's orders still waiting to be paid (created_at, amount), within the time an order
 * may be paid: what a deposit limit counts besides the money credited (decision 039).
 */
export const openDeposits = (memberId: number, minutes: number) =>
  sql`(SELECT created_at, amount FROM deposits WHERE member_id = ${memberId}
    AND status = 'PENDING' AND created_at > now() - make_interval(mins => ${minutes}))`;
