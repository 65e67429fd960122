import type { LoginResult } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import type { Client } from '../../lib/client.ts';
import { TRIAL_TYPE } from '../../lib/platform-types.ts';
import type { Settings } from '../../settings/schema.ts';
import { type MemberRow, rememberIp, toMemberInfo, updateMember } from '../member/index.ts';
import { refuseExcluded, sessionLimitOf } from '../protection/index.ts';
import { createSession, recordAuthEvent } from './repo.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface LoginFlags {
  /** Product §4: the change-password dialog opens only after a username + password login. */
  passwordLogin: boolean;
}

/** Product §4 flags of the login answer, from the member row and the brand's account rules. */
export function loginFlags(row: MemberRow, settings: Settings, { passwordLogin }: LoginFlags) {
  const maxAgeMs = settings.accounts.passwordMaxAgeDays * DAY_MS;
  return {
    // Only accounts an agent or operator made count as "first login": self-registered
    // players had their first login at registration.
    firstTimeLogin: row.firstLoginAt === null && row.passwordIsDefault,
    passwordExpired: Date.now() - row.passwordChangedAt.getTime() > maxAgeMs,
    defaultPassword: passwordLogin && row.passwordIsDefault,
  };
}

export interface GrantOptions extends LoginFlags {
  /** Audit event of this login ('login', 'register'…); null when the caller audits. */
  event: string | null;
  detail?: Record<string, unknown>;
}

/**
 * Logs a member in: a session (trial accounts get the shorter trial lifetime, a player's
 * session time limit ends it sooner), the last login time, the IP added to the known ones,
 * the audit row, and the product's answer. A player on a break is refused (decision 039):
 * every way in (password, SMS, remember-me, registration) comes through here.
 */
export async function grantLogin(
  app: FastifyInstance,
  member: MemberRow,
  client: Client,
  options: GrantOptions,
): Promise<LoginResult> {
  const { settings } = await app.settings.get();
  const { accounts } = settings;
  const hours = member.type === TRIAL_TYPE ? accounts.trialSessionHours : accounts.sessionHours;
  const now = new Date();
  const db = app.database.db;
  await refuseExcluded(db, member.id, now);
  const limit = await sessionLimitOf(db, member.id, now);
  const ttlMs = Math.min(hours * HOUR_MS, limit === null ? Infinity : limit * 60_000);
  const { token, row } = await db.transaction(async (tx) => {
    const token = await createSession(tx, member.id, {
      ttlMs,
      ip: client.ip,
      userAgent: client.userAgent,
      now,
    });
    const row = (await updateMember(tx, member.id, { lastLoginAt: now })) ?? member;
    await rememberIp(tx, member.id, client.ip, now);
    if (options.event) {
      await recordAuthEvent(tx, {
        memberId: member.id,
        event: options.event,
        ip: client.ip,
        userAgent: client.userAgent,
        detail: options.detail ?? null,
      });
    }
    return { token, row };
  });
  return {
    token,
    ...loginFlags(row, settings, options),
    member: toMemberInfo(row, settings),
    verification: null,
  };
}

/** Audit shorthand carrying the client's IP and user agent. */
export function audit(
  app: FastifyInstance,
  client: Client,
  event: string,
  memberId: number | null,
  detail?: Record<string, unknown>,
) {
  return recordAuthEvent(app.database.db, {
    memberId,
    event,
    ip: client.ip,
    userAgent: client.userAgent,
    detail: detail ?? null,
  });
}
