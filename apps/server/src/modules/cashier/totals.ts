import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { type Range, within } from '../../db/range.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * A member's money in and out over a range: paid deposits, and paid-out withdrawals (a
 * refunded one counts what the player confirmed receiving).
 */
export async function cashTotals(q: Queryable, memberId: number, r: Range) {
  const [row] = rowsOf<{ deposits: string; withdrawals: string }>(
    await q.execute(sql`SELECT
      (SELECT coalesce(sum(amount), 0) FROM deposits
        WHERE member_id = ${memberId} AND status = 'PAID'${within(sql`paid_at`, r)}) AS deposits,
      (SELECT coalesce(sum(CASE WHEN status = 'REFUNDED' THEN coalesce(received_amount, 0)
          ELSE amount END), 0) FROM withdrawals
        WHERE member_id = ${memberId} AND paid_at IS NOT NULL${within(sql`paid_at`, r)}) AS withdrawals`),
  );
  return { deposits: BigInt(row?.deposits ?? 0), withdrawals: BigInt(row?.withdrawals ?? 0) };
}

/**
 * Withdrawals paid out on each of the brand's days since `from` (the console's dashboard):
 * how many and how much, a refunded one at what the player confirmed receiving.
 */
export async function paidWithdrawalsByDay(q: Queryable, zone: string, from: Date) {
  const rows = rowsOf<{ day: string; n: unknown; amount: unknown }>(
    await q.execute(sql`SELECT (paid_at AT TIME ZONE ${zone})::date::text AS day, count(*) AS n,
        sum(CASE WHEN status = 'REFUNDED' THEN coalesce(received_amount, 0) ELSE amount END) AS amount
      FROM withdrawals WHERE paid_at >= ${from.toISOString()}
      GROUP BY 1`),
  );
  return new Map(
    rows.map((r) => [r.day, { count: Number(r.n), amount: BigInt(String(r.amount ?? 0)) }]),
  );
}
