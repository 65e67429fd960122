import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { memberIps, members } from '../../db/schema/member.ts';
import { AGENT_TYPES } from '../../lib/platform-types.ts';
import { uniqueViolationOf } from '../../lib/unique-violation.ts';

export type MemberRow = typeof members.$inferSelect;
export type MemberInsert = typeof members.$inferInsert;

export async function findMemberById(q: Queryable, id: number): Promise<MemberRow | null> {
  const [row] = await q.select().from(members).where(eq(members.id, id)).limit(1);
  return row ?? null;
}

/** Accounts are stored lower-cased, so the lookup is case-insensitive. */
export async function findMemberByAccount(q: Queryable, account: string) {
  const [row] = await q
    .select()
    .from(members)
    .where(eq(members.account, account.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** `dialingCode` is digits only (no '+'), as stored. */
export async function findMemberByMobile(q: Queryable, dialingCode: string, mobile: string) {
  const [row] = await q
    .select()
    .from(members)
    .where(and(eq(members.mobileDialingCode, dialingCode), eq(members.mobile, mobile)))
    .limit(1);
  return row ?? null;
}

/** The member owning an invitation code, whatever its type or state, case-insensitively. */
export async function findMemberByAffiliateCode(q: Queryable, code: string) {
  const [row] = await q
    .select()
    .from(members)
    .where(sql`upper(${members.affiliateCode}) = ${code.toUpperCase()}`)
    .limit(1);
  return row ?? null;
}

/** The active agent (types 1, 2, 41, 42) owning an invitation code, case-insensitively. */
export async function findActiveAgentByCode(q: Queryable, code: string) {
  const [row] = await q
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        sql`upper(${members.affiliateCode}) = ${code.toUpperCase()}`,
        inArray(members.type, [...AGENT_TYPES]),
        eq(members.status, 0),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Inserts a member with its place in the tree, both or neither: itself at depth 0 and each
 * of its upline's uplines one deeper (member_tree).
 */
export async function insertMemberRow(q: Queryable, values: MemberInsert): Promise<number> {
  return q.transaction(async (tx) => {
    const [row] = await tx
      .insert(members)
      .values({ ...values, account: values.account.toLowerCase() })
      .returning({ id: members.id });
    if (!row) throw new Error('insert into members returned no row');
    await tx.execute(sql`INSERT INTO member_tree (ancestor_id, member_id, depth)
      SELECT ${row.id}::bigint, ${row.id}::bigint, 0::smallint
      UNION ALL
      SELECT ancestor_id, ${row.id}::bigint, (depth + 1)::smallint FROM member_tree
      WHERE member_id = ${values.uplineId ?? null}::bigint`);
    return row.id;
  });
}

export async function updateMember(q: Queryable, id: number, set: Partial<MemberInsert>) {
  const [row] = await q.update(members).set(set).where(eq(members.id, id)).returning();
  return row ?? null;
}

/** Which unique rule of members a failed insert or update broke, if any. */
export function memberConflict(err: unknown): 'account' | 'mobile' | 'affiliate' | null {
  const violation = uniqueViolationOf(err);
  if (!violation) return null;
  const c = violation.constraint ?? '';
  if (c.includes('mobile')) return 'mobile';
  if (c.includes('affiliate')) return 'affiliate';
  if (c.includes('account')) return 'account';
  return null;
}

/** Records the IP of a successful login (product §4: later logins elsewhere need a second check). */
export async function rememberIp(q: Queryable, memberId: number, ip: string, now = new Date()) {
  await q
    .insert(memberIps)
    .values({ memberId, ip, firstSeen: now, lastSeen: now })
    .onConflictDoUpdate({ target: [memberIps.memberId, memberIps.ip], set: { lastSeen: now } });
}

export async function knownIps(q: Queryable, memberId: number): Promise<string[]> {
  const rows = await q
    .select({ ip: memberIps.ip })
    .from(memberIps)
    .where(eq(memberIps.memberId, memberId));
  return rows.map((r) => r.ip);
}

export async function countDownlines(q: Queryable, agentId: number): Promise<number> {
  const [row] = await q.select({ n: count() }).from(members).where(eq(members.uplineId, agentId));
  return row?.n ?? 0;
}
