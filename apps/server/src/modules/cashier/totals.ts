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
