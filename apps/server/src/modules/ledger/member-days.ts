import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { brandDayOf } from '../../settings/brand-day.ts';

/**
 * Each transaction of a member (`t`) with `net`: the change of the member's own accounts
 * by it — what `ledger_member_days` adds up (the posting statement writes it as it posts).
 */
export const memberTransactions = sql`(SELECT t.id, t.member_id, t.type, t.created_at,
    coalesce((SELECT sum(e.amount) FROM ledger_entries e
      JOIN ledger_accounts a ON a.id = e.account_id
      WHERE e.tx_id = t.id AND a.member_id = t.member_id), 0) AS net
  FROM ledger_transactions t WHERE t.member_id IS NOT NULL)`;

/**
 * Writes these members' day figures again from their transactions, under the brand's day
 * of each one's time (the demo seed, after it dates its postings back).
 */
export async function rebuildMemberDays(q: Queryable, memberIds: readonly number[]) {
  if (memberIds.length === 0) return;
  const ids = sql.join(
    memberIds.map((id) => sql`${id}::bigint`),
    sql`, `,
  );
  await q.execute(sql`DELETE FROM ledger_member_days WHERE member_id IN (${ids})`);
  await q.execute(sql`INSERT INTO ledger_member_days (member_id, day, type, count, amount)
    SELECT t.member_id, ${brandDayOf(sql`t.created_at`)}, t.type, count(*), sum(t.net)
    FROM ${memberTransactions} t WHERE t.member_id IN (${ids})
    GROUP BY 1, 2, 3`);
}
