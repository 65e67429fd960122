import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { members, passwordResets } from '../../db/schema/member.ts';

/** The member whose account and e-mail both match (both compared case-insensitively). */
export async function findByAccountAndEmail(q: Queryable, account: string, email: string) {
  const [row] = await q
    .select({ id: members.id, email: members.email, account: members.account })
    .from(members)
    .where(
      and(
        eq(members.account, account.toLowerCase()),
        sql`lower(${members.email}) = ${email.toLowerCase()}`,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertReset(
  q: Queryable,
  reset: { tokenHash: string; memberId: number; expiresAt: Date },
) {
  await q.insert(passwordResets).values(reset);
}

/** Marks a live link used and returns its member; null when unknown, used or expired. */
export async function consumeReset(q: Queryable, tokenHash: string, now = new Date()) {
  const [row] = await q
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ memberId: passwordResets.memberId });
  return row?.memberId ?? null;
}
