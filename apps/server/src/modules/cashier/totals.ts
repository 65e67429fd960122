import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { type Range, within } from '../../db/range.ts';
import { rowsOf } from '../../db/rows.ts';
import { entriesView } from '../ledger/index.ts';

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

/** Counts and sums by the brand's day. */
type ByDay = Map<string, { count: number; amount: bigint }>;

const byDay = (rows: { day: string; n: unknown; amount: unknown }[]): ByDay =>
  new Map(rows.map((r) => [r.day, { count: Number(r.n), amount: BigInt(String(r.amount ?? 0)) }]));

/**
 * Deposits paid and withdrawals paid out on each of the brand's days in [start, end) (the
 * console's dashboard and cash report): how many and how much, a refunded withdrawal at what
 * the player confirmed receiving.
 */
export async function cashByDay(q: Queryable, zone: string, start: Date, end: Date) {
  const range = sql`paid_at >= ${start.toISOString()} AND paid_at < ${end.toISOString()}`;
  const day = sql`(paid_at AT TIME ZONE ${zone})::date::text`;
  const deposits = rowsOf<{ day: string; n: unknown; amount: unknown }>(
    await q.execute(sql`SELECT ${day} AS day, count(*) AS n, sum(amount) AS amount
      FROM deposits WHERE status = 'PAID' AND ${range} GROUP BY 1`),
  );
  const withdrawals = rowsOf<{ day: string; n: unknown; amount: unknown }>(
    await q.execute(sql`SELECT ${day} AS day, count(*) AS n,
        sum(CASE WHEN status = 'REFUNDED' THEN coalesce(received_amount, 0) ELSE amount END) AS amount
      FROM withdrawals WHERE ${range} GROUP BY 1`),
  );
  return { deposits: byDay(deposits), withdrawals: byDay(withdrawals) };
}

/**
 * Withdrawals asked within `withinHours` of a paid deposit since `since`, with what the player
 * staked between the two (the console's risk view: money passed through the site). A cycle
 * counts when less than its deposit was staked; the latest first.
 */
export async function fastCycles(
  q: Queryable,
  since: Date,
  withinHours: number,
  page: { offset: number; limit: number },
) {
  const rows = rowsOf<Record<string, unknown>>(
    await q.execute(sql`SELECT c.*, count(*) OVER () AS total FROM (
        SELECT w.member_id, d.paid_at AS deposit_at, d.amount AS deposit,
          w.created_at AS withdrawal_at, w.amount AS withdrawal,
          coalesce((SELECT -sum(e.amount) FROM ${entriesView} e
            WHERE e.tx_member_id = w.member_id AND e.member_id = w.member_id AND e.type = 'BET'
              AND e.tx_created_at >= d.paid_at AND e.tx_created_at < w.created_at), 0) AS staked
        FROM withdrawals w
        JOIN LATERAL (SELECT paid_at, amount FROM deposits
          WHERE member_id = w.member_id AND status = 'PAID' AND paid_at <= w.created_at
            AND paid_at > w.created_at - make_interval(hours => ${withinHours})
          ORDER BY paid_at DESC LIMIT 1) d ON true
        WHERE w.created_at >= ${since.toISOString()} AND w.status <> 'REJECTED') c
      WHERE c.staked < c.deposit
      ORDER BY c.withdrawal_at DESC
      LIMIT ${page.limit} OFFSET ${page.offset}`),
  );
  const cycles = rows.map((r) => ({
    memberId: Number(r.member_id),
    depositAt: new Date(r.deposit_at as string),
    deposit: BigInt(String(r.deposit)),
    withdrawalAt: new Date(r.withdrawal_at as string),
    withdrawal: BigInt(String(r.withdrawal)),
    staked: BigInt(String(r.staked)),
  }));
  return { cycles, total: Number(rows[0]?.total ?? 0) };
}
