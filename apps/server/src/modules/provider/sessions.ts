import { fromMinor, type providerAuthenticate, type ValueOf } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import { balanceOf } from '../ledger/index.ts';
import { findMemberById } from '../member/repo.ts';
import { newSessionToken, tokenHash } from '../session/tokens.ts';
import type { Settings } from '../system/settings-schema.ts';
import { walletFor } from './player.ts';

/** How long a vendor may take bets on one authenticate (wins are accepted later too). */
export const PROVIDER_SESSION_HOURS = 8;

const invalidToken = () =>
  new AppError('LAUNCH_TOKEN_INVALID', 'This launch token is unknown, used or expired');

export interface LaunchGrant {
  memberId: number;
  vendor: string;
  gameCode: string;
  mode: 'real' | 'demo';
  expiresAt: Date;
}

/** Stores a one-time launch token (its hash) and gives the token for the game URL. */
export async function issueLaunchToken(q: Queryable, grant: LaunchGrant): Promise<string> {
  const token = newSessionToken();
  await q.execute(sql`INSERT INTO launch_tokens (token_hash, member_id, vendor, game_code, mode,
      expires_at)
    VALUES (${tokenHash(token)}, ${grant.memberId}, ${grant.vendor}, ${grant.gameCode},
      ${grant.mode}, ${grant.expiresAt.toISOString()})`);
  return token;
}

/**
 * The vendor's exchange of a launch token for a wallet session. The token is used up in
 * the same statement that checks it, so two exchanges racing get one session between them.
 */
export async function authenticate(
  db: Db,
  money: Settings['money'],
  vendor: string,
  token: string,
  now: Date,
): Promise<ValueOf<typeof providerAuthenticate>> {
  const sessionId = newSessionToken();
  const expiresAt = new Date(now.getTime() + PROVIDER_SESSION_HOURS * 3_600_000);
  const granted = await db.transaction(async (tx) => {
    const [used] = rowsOf<{ member_id: string; game_code: string; mode: 'real' | 'demo' }>(
      await tx.execute(sql`UPDATE launch_tokens SET used_at = ${now.toISOString()}
        WHERE token_hash = ${tokenHash(token)} AND vendor = ${vendor} AND used_at IS NULL
          AND expires_at > ${now.toISOString()}
        RETURNING member_id, game_code, mode`),
    );
    if (!used) throw invalidToken();
    await tx.execute(sql`INSERT INTO provider_sessions (session_hash, member_id, vendor,
        game_code, mode, expires_at)
      VALUES (${tokenHash(sessionId)}, ${used.member_id}, ${vendor}, ${used.game_code},
        ${used.mode}, ${expiresAt.toISOString()})`);
    return used;
  });
  const memberId = Number(granted.member_id);
  const member = await findMemberById(db, memberId);
  if (!member) throw invalidToken();
  const balance =
    granted.mode === 'real' ? await balanceOf(db, walletFor(money, memberId, vendor)) : 0n;
  return {
    sessionId,
    account: member.account,
    gameCode: granted.game_code,
    mode: granted.mode,
    currency: money.currency,
    balance: fromMinor(balance),
    expiresAt: expiresAt.toISOString(),
  };
}

export interface SessionRow {
  memberId: number;
  vendor: string;
  mode: string;
  expiresAt: Date;
}

export async function findSession(q: Queryable, sessionId: string): Promise<SessionRow | null> {
  const [row] = rowsOf<{ member_id: string; vendor: string; mode: string; expires_at: string }>(
    await q.execute(sql`SELECT member_id, vendor, mode, expires_at FROM provider_sessions
      WHERE session_hash = ${tokenHash(sessionId)}`),
  );
  if (!row) return null;
  return {
    memberId: Number(row.member_id),
    vendor: row.vendor,
    mode: row.mode,
    expiresAt: new Date(row.expires_at),
  };
}
