import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { authAudit, members, rememberTokens, sessions } from '../../db/schema/index.ts';
import { isWellFormedToken, newSessionToken, tokenHash } from '../../lib/session-token.ts';

export interface SessionOptions {
  ttlMs: number;
  ip?: string | null;
  userAgent?: string | null;
  /** Defaults to the current time; tests pass a fixed clock. */
  now?: Date;
}

/** Opens a session and returns the raw token; only its hash is written. */
export async function createSession(
  q: Queryable,
  memberId: number,
  { ttlMs, ip = null, userAgent = null, now = new Date() }: SessionOptions,
): Promise<string> {
  const token = newSessionToken();
  await q.insert(sessions).values({
    memberId,
    tokenHash: tokenHash(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
    ip,
    userAgent,
  });
  return token;
}

export interface ActiveSession {
  memberId: number;
  sessionId: number;
}

/** The session behind a token, or null when it is malformed, unknown, expired or revoked. */
export async function findActiveSession(
  q: Queryable,
  token: unknown,
  now: Date = new Date(),
): Promise<ActiveSession | null> {
  if (!isWellFormedToken(token)) return null;
  const [row] = await q
    .select({ memberId: sessions.memberId, sessionId: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, tokenHash(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Logout: revokes one session. Returns whether a live session was revoked. */
export async function revokeSession(q: Queryable, token: unknown, now = new Date()) {
  if (!isWellFormedToken(token)) return false;
  const rows = await q
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash(token)), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Logout by the session the auth plugin found (the token itself is not kept). */
export async function revokeSessionById(q: Queryable, sessionId: number, now = new Date()) {
  const rows = await q
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/**
 * Password change or forced logout: revokes every live session of a member, and every
 * remember-me token, so no device logs them in again (decision 013).
 */
export async function revokeAllSessions(q: Queryable, memberId: number, now = new Date()) {
  const rows = await q
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  await q
    .update(rememberTokens)
    .set({ revokedAt: now })
    .where(and(eq(rememberTokens.memberId, memberId), isNull(rememberTokens.revokedAt)));
  return rows.length;
}

export interface NewMember {
  account: string;
  passwordHash: string;
  type?: number;
  nickname?: string | null;
  mobile?: string | null;
  email?: string | null;
}

/** Inserts a member with the account lower-cased; returns the new id. */
export async function insertMember(q: Queryable, member: NewMember): Promise<number> {
  const [row] = await q
    .insert(members)
    .values({ ...member, account: member.account.toLowerCase() })
    .returning({ id: members.id });
  if (!row) throw new Error('insert into members returned no row');
  return row.id;
}

export interface AuthEvent {
  memberId?: number | null;
  /** login, login_failed, logout, password_changed, bind_mobile, bind_email… */
  event: string;
  ip?: string | null;
  userAgent?: string | null;
  detail?: Record<string, unknown> | null;
}

export async function recordAuthEvent(q: Queryable, e: AuthEvent): Promise<void> {
  await q.insert(authAudit).values({
    memberId: e.memberId ?? null,
    event: e.event,
    ip: e.ip ?? null,
    userAgent: e.userAgent ?? null,
    detail: e.detail ?? null,
  });
}
