import { inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { members } from '../../db/schema/member.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The member columns other modules may join on, as one subquery (PostgreSQL inlines it):
 * `JOIN ${membersView} m ON m.id = x.member_id`, then `m.account`, `m.type`, `m.status`,
 * `m.password_is_default`, `m.upline_id`, `m.created_at`, `m.last_login_at`. Where one statement must check or name a member (a token check,
 * a list with accounts), this is how it reads the members table, which only this module
 * names (docs/architecture.md "Tables").
 */
export const membersView = sql`(SELECT id, account, type, status, password_is_default,
  upline_id, created_at, last_login_at FROM members)`;

/** Holds the member's row until the transaction ends: serialises one member's writes. */
export async function lockMember(q: Queryable, memberId: number) {
  await q.execute(sql`SELECT 1 FROM members WHERE id = ${memberId} FOR UPDATE`);
}

/** A free-trial account's demo money (its own, on the member row). */
export async function trialDemoBalance(q: Queryable, memberId: number): Promise<bigint> {
  const [row] = rowsOf<{ balance: string }>(
    await q.execute(sql`SELECT demo_balance AS balance FROM members WHERE id = ${memberId}`),
  );
  return BigInt(row?.balance ?? 0);
}

/**
 * Moves a trial account's demo money in one guarded UPDATE: `take` out, only if the
 * balance covers it, and `give` in. Answers the balance after; a stake it does not cover
 * is refused.
 */
export async function moveTrialDemo(q: Queryable, memberId: number, take: bigint, give: bigint) {
  const [row] = rowsOf<{ balance: string }>(
    await q.execute(sql`UPDATE members
      SET demo_balance = demo_balance - ${take.toString()} + ${give.toString()}
      WHERE id = ${memberId} AND demo_balance >= ${take.toString()}
      RETURNING demo_balance AS balance`),
  );
  if (!row) throw new AppError('WALLET_INSUFFICIENT_FUNDS', 'Not enough money for this bet');
  return BigInt(row.balance);
}

/** The accounts of these members, by id (a list that names its players). */
export async function accountsOf(q: Queryable, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, string>();
  const rows = await q
    .select({ id: members.id, account: members.account })
    .from(members)
    .where(inArray(members.id, unique));
  return new Map(rows.map((r) => [r.id, r.account]));
}
