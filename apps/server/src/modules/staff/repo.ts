import type { StaffRole } from '@gamehall/contract';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  staff,
  staffChallenges,
  staffRecoveryCodes,
  staffSessions,
} from '../../db/schema/staff.ts';

export type StaffRow = typeof staff.$inferSelect;

export const staffView = (r: StaffRow) => ({
  id: r.id,
  account: r.account,
  role: r.role as StaffRole,
  disabled: r.disabled,
  enrolled: r.totpEnrolled,
  createdAt: r.createdAt.toISOString(),
  lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
});

export async function staffByAccount(q: Queryable, account: string) {
  const [row] = await q.select().from(staff).where(eq(staff.account, account)).limit(1);
  return row ?? null;
}

export async function staffById(q: Queryable, id: number) {
  const [row] = await q.select().from(staff).where(eq(staff.id, id)).limit(1);
  return row ?? null;
}

export const listStaffRows = (q: Queryable) => q.select().from(staff).orderBy(asc(staff.id));

export async function insertStaff(
  q: Queryable,
  row: { account: string; role: StaffRole; passwordHash: string },
) {
  const [created] = await q.insert(staff).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function updateStaffRow(q: Queryable, id: number, set: Partial<StaffRow>) {
  const [row] = await q.update(staff).set(set).where(eq(staff.id, id)).returning();
  return row ?? null;
}

/**
 * Takes the code's step if it is after the last one taken: one atomic UPDATE, so the same
 * code sent twice at once logs in once.
 */
export async function takeTotpStep(q: Queryable, id: number, step: number) {
  const rows = await q
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, id), sql`${staff.totpLastStep} < ${step}`))
    .returning({ id: staff.id });
  return rows.length === 1;
}

export async function insertChallenge(
  q: Queryable,
  row: { challengeHash: string; staffId: number; expiresAt: Date },
) {
  await q.insert(staffChallenges).values(row);
}

/**
 * Counts an attempt on a live challenge before its code is checked (increment, then
 * decide): answers the staff id and the attempts with this one, or null when it is
 * unknown or expired.
 */
export async function attemptChallenge(q: Queryable, challengeHash: string, now: Date) {
  const [row] = await q
    .update(staffChallenges)
    .set({ attempts: sql`${staffChallenges.attempts} + 1` })
    .where(
      and(eq(staffChallenges.challengeHash, challengeHash), gt(staffChallenges.expiresAt, now)),
    )
    .returning({ staffId: staffChallenges.staffId, attempts: staffChallenges.attempts });
  return row ?? null;
}

export async function deleteChallenge(q: Queryable, challengeHash: string) {
  await q.delete(staffChallenges).where(eq(staffChallenges.challengeHash, challengeHash));
}

export async function replaceRecoveryCodes(q: Queryable, staffId: number, hashes: string[]) {
  await q.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  if (hashes.length > 0) {
    await q.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ staffId, codeHash })));
  }
}

/** Uses a recovery code once: true when it was one of theirs and unused. */
export async function useRecoveryCode(q: Queryable, staffId: number, codeHash: string) {
  const rows = await q
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ staffId: staffRecoveryCodes.staffId });
  return rows.length === 1;
}

export async function insertSession(
  q: Queryable,
  row: { tokenHash: string; staffId: number; ip: string },
) {
  await q.insert(staffSessions).values(row);
}

/** The live session of a token hash with its staff member, or null. */
export async function sessionByHash(q: Queryable, tokenHash: string) {
  const [row] = await q
    .select({ session: staffSessions, member: staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.endedAt)))
    .limit(1);
  return row ?? null;
}

export async function touchSession(q: Queryable, tokenHash: string, now: Date) {
  await q
    .update(staffSessions)
    .set({ lastSeenAt: now })
    .where(eq(staffSessions.tokenHash, tokenHash));
}

export async function endSession(q: Queryable, tokenHash: string) {
  const rows = await q
    .update(staffSessions)
    .set({ endedAt: new Date() })
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.endedAt)))
    .returning({ staffId: staffSessions.staffId });
  return rows.length === 1;
}

export async function endAllSessions(q: Queryable, staffId: number) {
  await q
    .update(staffSessions)
    .set({ endedAt: new Date() })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)));
}
