import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { authAudit, rememberTokens, sessions } from '../../db/schema/session.ts';
import type { SessionMember } from '../../lib/platform-types.ts';
import { isWellFormedToken, newSessionToken, tokenHash } from '../../lib/session-token.ts';
import { membersView } from '../member/index.ts';

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

/**
 * The live session of a token's hash with its member, in one indexed lookup (the unique
 * token hash joined to the member's row): what every token call checks.
 */
export async function findSessionMember(
  q: Queryable,
  hash: string,
  now: Date,
): Promise<SessionMember | null> {
  const [row] = rowsOf<{
    id: string;
    account: string;
    type: number;
    status: number;
    password_is_default: boolean;
    session_id: string;
  }>(
    await q.execute(sql`SELECT m.id, m.account, m.type, m.status, m.password_is_default,
        s.id AS session_id
      FROM sessions s JOIN ${membersView} m ON m.id = s.member_id
      WHERE s.token_hash = ${hash} AND s.revoked_at IS NULL AND s.expires_at > ${now.toISOString()}
      LIMIT 1`),
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    account: row.account,
    type: Number(row.type),
    status: Number(row.status),
    passwordIsDefault: row.password_is_default,
    sessionId: Number(row.session_id),
  };
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

/** A member's latest security events, newest first (the security centre's log). */
export async function recentAuthEvents(q: Queryable, memberId: number, limit: number) {
  return q
    .select()
    .from(authAudit)
    .where(eq(authAudit.memberId, memberId))
    .orderBy(desc(authAudit.at), desc(authAudit.id))
    .limit(limit);
}

/** When a session began and when it ends (null when there is no such session). */
export async function sessionTimes(q: Queryable, sessionId: number) {
  const [row] = await q
    .select({ startedAt: sessions.createdAt, endsAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row ?? null;
}

/**
 * A session time limit set or tightened (decision 039): every live session of the member
 * ends at the latest `minutes` after it began.
 */
async function capSessions(q: Queryable, memberId: number, minutes: number) {
  await q.execute(sql`UPDATE sessions
    SET expires_at = LEAST(expires_at, created_at + make_interval(mins => ${minutes}))
    WHERE member_id = ${memberId} AND revoked_at IS NULL`);
}

/**
 * What a player's protection change asks of their sessions (decision 039): all ended
 * (a break), or each cut to a session time limit.
 */
export async function applySessionRules(
  q: Queryable,
  memberId: number,
  rules: { endAll: boolean; capMinutes: number | null },
) {
  if (rules.endAll) await revokeAllSessions(q, memberId);
  else if (rules.capMinutes !== null) await capSessions(q, memberId, rules.capMinutes);
}

/** A member's latest sessions, newest first, and whether each still lives (the console's). */
export async function sessionsOfMember(
  q: Queryable,
  memberId: number,
  limit: number,
  now = new Date(),
) {
  const rows = await q
    .select({
      startedAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.memberId, memberId))
    .orderBy(desc(sessions.id))
    .limit(limit);
  return rows.map((r) => ({
    startedAt: r.startedAt.toISOString(),
    endsAt: (r.revokedAt && r.revokedAt < r.expiresAt ? r.revokedAt : r.expiresAt).toISOString(),
    live: r.revokedAt === null && r.expiresAt.getTime() > now.getTime(),
    ip: r.ip,
    userAgent: r.userAgent,
  }));
}
