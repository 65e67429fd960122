import { fromMinor } from '@gamehall/contract';
import { eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { pointBalances, pointEntries } from '../../db/schema/points.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BooksCheck } from '../ledger/index.ts';

export type PointReason = 'EARN' | 'MISSION' | 'REDEEM' | 'CONVERT' | 'REFUND' | 'ADJUST';

/** One change of a player's points, in hundredths of a point (negative: spent). */
export interface PointChange {
  /** Unique over the journal and the same on every repeat of the request. */
  key: string;
  memberId: number;
  reason: PointReason;
  change: bigint;
  reference?: string | null;
  remark?: string | null;
}

const big = (x: unknown) => BigInt(String(x));

/**
 * Changes a player's points once per key, inside the caller's transaction (decision 033).
 * The player's balance row is locked first, so two changes of one player queue and a
 * repeat of a key finds the first one's entry: it answers the balance that entry left,
 * `replayed`, and moves nothing (the same key for another change is a 409). A spend the
 * balance does not cover is refused (POINTS_INSUFFICIENT with the balance) and writes
 * nothing. Answers the balance after.
 */
export async function changePoints(tx: Tx, c: PointChange) {
  const [locked] = rowsOf<{ balance: unknown }>(
    await tx.execute(sql`INSERT INTO point_balances (member_id) VALUES (${c.memberId})
      ON CONFLICT (member_id) DO UPDATE SET member_id = excluded.member_id
      RETURNING balance`),
  );
  const after = big(locked?.balance ?? 0) + c.change;
  if (after >= 0n) {
    const [changed] = rowsOf<{ balance: unknown }>(
      await tx.execute(sql`WITH e AS (
          INSERT INTO point_entries (member_id, key, reason, change, balance_after, reference, remark)
          VALUES (${c.memberId}, ${c.key}, ${c.reason}, ${c.change}, ${after},
            ${c.reference ?? null}, ${c.remark ?? null})
          ON CONFLICT (key) DO NOTHING
          RETURNING id)
        UPDATE point_balances SET balance = ${after}, updated_at = now()
        WHERE member_id = ${c.memberId} AND EXISTS (SELECT 1 FROM e)
        RETURNING balance`),
    );
    if (changed) return { balance: big(changed.balance), replayed: false };
  }
  const [first] = await tx.select().from(pointEntries).where(eq(pointEntries.key, c.key));
  if (first) {
    const same =
      first.memberId === c.memberId && first.reason === c.reason && first.change === c.change;
    if (!same) throw new AppError('CONFLICT', 'This request id was used for another change');
    return { balance: first.balanceAfter, replayed: true };
  }
  const balance = big(locked?.balance ?? 0);
  throw new AppError('POINTS_INSUFFICIENT', 'Not enough points', {
    details: { balance: fromMinor(balance) },
  });
}

/** Points earned by one player in a bulk accrual, under a key of its own. */
export interface Earned {
  key: string;
  memberId: number;
  change: bigint;
  reference: string;
}

/**
 * Adds earned points to many players in one statement inside the caller's transaction
 * (the rewards' accrual, decision 033): each balance row locked and raised in player
 * order, each entry written with the balance it left. The caller earns each key once (its
 * own compare-and-set in the same transaction); a key used before fails the statement.
 */
export async function earnPoints(tx: Tx, earned: readonly Earned[]) {
  const rows = earned.filter((e) => e.change > 0n).sort((a, b) => a.memberId - b.memberId);
  if (rows.length === 0) return;
  const json = JSON.stringify(rows.map((e) => [e.memberId, e.key, String(e.change), e.reference]));
  await tx.execute(sql`WITH v AS (
      SELECT (x->>0)::bigint AS member_id, x->>1 AS key, (x->>2)::bigint AS change,
        x->>3 AS reference
      FROM jsonb_array_elements(${json}::jsonb) x),
    b AS (
      INSERT INTO point_balances AS p (member_id, balance)
      SELECT member_id, change FROM v ORDER BY member_id
      ON CONFLICT (member_id) DO UPDATE SET balance = p.balance + excluded.balance,
        updated_at = now()
      RETURNING p.member_id, p.balance)
    INSERT INTO point_entries (member_id, key, reason, change, balance_after, reference)
    SELECT v.member_id, v.key, 'EARN', v.change, b.balance, v.reference
    FROM v JOIN b ON b.member_id = v.member_id`);
}

/** A player's points balance in hundredths of a point (0 before the first change). */
export async function pointBalanceOf(q: Queryable, memberId: number): Promise<bigint> {
  const [row] = await q
    .select({ balance: pointBalances.balance })
    .from(pointBalances)
    .where(eq(pointBalances.memberId, memberId));
  return row?.balance ?? 0n;
}

/**
 * The journal's rules, for the operator's books check: each balance is the sum of its
 * player's entries and the balance its last entry left, and none is below zero.
 */
export const pointsChecks: BooksCheck[] = [
  {
    kind: 'POINTS_BALANCE_DIFFERS',
    query: sql`SELECT b.member_id, b.balance, s.sum, s.last FROM point_balances b
      LEFT JOIN LATERAL (
        SELECT coalesce(sum(e.change), 0) AS sum,
          (SELECT e2.balance_after FROM point_entries e2 WHERE e2.member_id = b.member_id
            ORDER BY e2.id DESC LIMIT 1) AS last
        FROM point_entries e WHERE e.member_id = b.member_id) s ON true
      WHERE b.balance < 0 OR b.balance <> s.sum OR b.balance <> coalesce(s.last, 0)
      ORDER BY b.member_id LIMIT 100`,
    describe: (r) =>
      `member ${r.member_id} has ${r.balance} hundredths of points, but their entries add up to ${r.sum} and the last left ${r.last ?? 0}`,
  },
];
