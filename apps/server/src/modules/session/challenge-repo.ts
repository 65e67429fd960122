import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { loginChallenges } from '../../db/schema/index.ts';

export const MAX_CHALLENGE_ATTEMPTS = 5;

export interface NewChallenge {
  ticketHash: string;
  memberId: number;
  ip: string;
  userAgent: string | null;
  expiresAt: Date;
}

export async function insertChallenge(q: Queryable, c: NewChallenge) {
  await q.insert(loginChallenges).values(c);
}

/** The challenge behind a ticket while it is unused, unexpired and has tries left. */
export async function findLiveChallenge(q: Queryable, ticketHash: string, now = new Date()) {
  const [row] = await q
    .select()
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.ticketHash, ticketHash),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, now),
        lt(loginChallenges.attempts, MAX_CHALLENGE_ATTEMPTS),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function countChallengeAttempt(q: Queryable, ticketHash: string) {
  await q
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(eq(loginChallenges.ticketHash, ticketHash));
}

/** Marks the ticket used; false when another request used it first. */
export async function useChallenge(q: Queryable, ticketHash: string, now = new Date()) {
  const rows = await q
    .update(loginChallenges)
    .set({ usedAt: now })
    .where(and(eq(loginChallenges.ticketHash, ticketHash), isNull(loginChallenges.usedAt)))
    .returning({ memberId: loginChallenges.memberId });
  return rows.length > 0;
}
