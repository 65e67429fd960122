import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { loginChallenges } from '../../db/schema/session.ts';

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

/** A ticket's challenge that is unused, unexpired and has tries left. */
const liveTicket = (ticketHash: string, now: Date) =>
  and(
    eq(loginChallenges.ticketHash, ticketHash),
    isNull(loginChallenges.usedAt),
    gt(loginChallenges.expiresAt, now),
    lt(loginChallenges.attempts, MAX_CHALLENGE_ATTEMPTS),
  );

/** The challenge behind a ticket while it is unused, unexpired and has tries left. */
export async function findLiveChallenge(q: Queryable, ticketHash: string, now = new Date()) {
  const [row] = await q.select().from(loginChallenges).where(liveTicket(ticketHash, now)).limit(1);
  return row ?? null;
}

/**
 * Spends one try of a live ticket before its code is checked; false when none was left.
 * One UPDATE, so parallel guesses on one ticket never get more than its tries.
 */
export async function spendChallengeAttempt(q: Queryable, ticketHash: string, now = new Date()) {
  const rows = await q
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(liveTicket(ticketHash, now))
    .returning({ memberId: loginChallenges.memberId });
  return rows.length > 0;
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
