import { type Permission, permits, type StaffRole } from '@gamehall/contract';
import type { Queryable } from '../../db/client.ts';
import { newSessionToken, tokenHash } from '../../lib/session-token.ts';
import { endSession, insertSession, type StaffRow, sessionByHash, touchSession } from './repo.ts';

/** A staff session ends after this long without a call (decision 038)… */
export const STAFF_IDLE_MS = 30 * 60_000;
/** …and after this long whatever happens: a working day. */
export const STAFF_SESSION_MS = 12 * 60 * 60_000;
/** Last-seen is written at most this often, not on every call. */
const TOUCH_EVERY_MS = 60_000;

/** Staff tokens carry a prefix, so the ops guard tells them from the service key. */
const PREFIX = 'staff_';
export const isStaffToken = (bearer: string) => bearer.startsWith(PREFIX);

/** The staff member a request acts as. */
export interface StaffPrincipal {
  id: number;
  account: string;
  role: StaffRole;
  tokenHash: string;
}

export const may = (who: StaffPrincipal, permission: Permission) => permits(who.role, permission);

export async function openStaffSession(q: Queryable, member: StaffRow, ip: string) {
  const token = `${PREFIX}${newSessionToken()}`;
  await insertSession(q, { tokenHash: tokenHash(token), staffId: member.id, ip });
  return token;
}

/**
 * The staff member of a bearer token, or null: unknown, ended, idle past STAFF_IDLE_MS,
 * older than STAFF_SESSION_MS, or its account disabled. An expired one is ended here.
 */
export async function staffOfToken(
  q: Queryable,
  token: string,
  now = new Date(),
): Promise<StaffPrincipal | null> {
  if (!isStaffToken(token)) return null;
  const hash = tokenHash(token);
  const row = await sessionByHash(q, hash);
  if (!row || row.member.disabled) return null;
  const idle = now.getTime() - row.session.lastSeenAt.getTime();
  const age = now.getTime() - row.session.createdAt.getTime();
  if (idle > STAFF_IDLE_MS || age > STAFF_SESSION_MS) {
    await endSession(q, hash);
    return null;
  }
  if (idle > TOUCH_EVERY_MS) await touchSession(q, hash, now);
  return {
    id: row.member.id,
    account: row.member.account,
    role: row.member.role as StaffRole,
    tokenHash: hash,
  };
}

/** Ends the session a request came with (logout). */
export const endStaffSession = (q: Queryable, who: StaffPrincipal) => endSession(q, who.tokenHash);
