import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { staffChallenges, staffSessions } from '../../db/schema/staff.ts';
import type { IntervalJob } from '../../jobs/job.ts';
import { STAFF_IDLE_MS, STAFF_SESSION_MS } from './sessions.ts';

/** Ended staff sessions are kept this long (who was signed in when, beside the audit). */
const KEEP_SESSIONS_MS = 90 * 86_400_000;

/**
 * Deletes login challenges past their end and staff sessions ended (or idle past every
 * limit) more than 90 days ago. The audit keeps what each session did (decision 038).
 */
export async function pruneStaffLogins(app: FastifyInstance, now = new Date()) {
  const db = app.database.db;
  const challenges = await db
    .delete(staffChallenges)
    .where(lt(staffChallenges.expiresAt, now))
    .returning({ hash: staffChallenges.challengeHash });
  const old = new Date(now.getTime() - KEEP_SESSIONS_MS);
  const stale = new Date(old.getTime() - Math.max(STAFF_IDLE_MS, STAFF_SESSION_MS));
  const sessions = await db
    .delete(staffSessions)
    .where(
      or(
        and(isNotNull(staffSessions.endedAt), lt(staffSessions.endedAt, old)),
        lt(staffSessions.lastSeenAt, stale),
      ),
    )
    .returning({ hash: staffSessions.tokenHash });
  return challenges.length + sessions.length;
}

export const staffPruneJob: IntervalJob = {
  kind: 'interval',
  name: 'staff.prune',
  summary: 'Deletes expired console login steps and staff sessions ended 90 days ago',
  everyMs: 3_600_000,
  placement: { on: 'leader' },
  offInTests: true,
  run: (app) => pruneStaffLogins(app),
};
