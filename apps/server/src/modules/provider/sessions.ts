import { fromMinor, type providerAuthenticate, type ValueOf } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import { TRIAL_TYPE } from '../../lib/platform-types.ts';
import { newSessionToken, tokenHash } from '../../lib/session-token.ts';
import type { Settings } from '../../settings/schema.ts';
import { balanceOf } from '../ledger/index.ts';
import { membersView, trialDemoBalance } from '../member/index.ts';
import { siteSessionEnd, siteSessionLive } from '../session/index.ts';
import { walletFor } from './wallets.ts';

/** How long a vendor may take bets on one authenticate (wins are accepted later too). */
export const PROVIDER_SESSION_HOURS = 8;

const invalidToken = () =>
  new AppError('LAUNCH_TOKEN_INVALID', 'This launch token is unknown, used or expired');

export interface LaunchGrant {
  memberId: number;
  /** The site session launching the game (AuthMember.sessionId); null only in tests. */
  siteSessionId: number | null;
  vendor: string;
  gameCode: string;
  mode: 'real' | 'demo';
  expiresAt: Date;
}

/** Stores a one-time launch token (its hash) and gives the token for the game URL. */
export async function issueLaunchToken(q: Queryable, grant: LaunchGrant): Promise<string> {
  const token = newSessionToken();
  await q.execute(sql`INSERT INTO launch_tokens (token_hash, member_id, vendor, game_code, mode,
      site_session_id, expires_at)
    VALUES (${tokenHash(token)}, ${grant.memberId}, ${grant.vendor}, ${grant.gameCode},
      ${grant.mode}, ${grant.siteSessionId}, ${grant.expiresAt.toISOString()})`);
  return token;
}

interface Granted {
  member_id: string;
  site_session_id: string | null;
  game_code: string;
  mode: 'real' | 'demo';
  account: string;
  type: number;
}

/**
 * The vendor's exchange of a launch token for a wallet session. The token is used up in
 * the same statement that checks it, so two exchanges racing get one session between them.
 * A demo session carries the free trial's demo money: a trial account's own (on its
 * member row), otherwise a fresh trial amount for this session.
 */
export async function authenticate(
  db: Db,
  settings: Pick<Settings, 'money' | 'accounts'>,
  vendor: string,
  token: string,
  now: Date,
): Promise<ValueOf<typeof providerAuthenticate>> {
  const sessionId = newSessionToken();
  const expiresAt = new Date(now.getTime() + PROVIDER_SESSION_HOURS * 3_600_000);
  const trialMoney = BigInt(settings.accounts.trialBalance) * 100n;
  const granted = await db.transaction(async (tx) => {
    const [used] = rowsOf<Granted>(
      await tx.execute(sql`UPDATE launch_tokens l SET used_at = ${now.toISOString()}
        FROM ${membersView} m
        WHERE l.token_hash = ${tokenHash(token)} AND l.vendor = ${vendor} AND l.used_at IS NULL
          AND l.expires_at > ${now.toISOString()} AND m.id = l.member_id AND m.status = 0
          AND ${siteSessionLive(sql`l.site_session_id`, now)}
        RETURNING l.member_id, l.site_session_id, l.game_code, l.mode, m.account, m.type`),
    );
    if (!used) throw invalidToken();
    const ownDemo = used.mode === 'demo' && Number(used.type) !== TRIAL_TYPE;
    await tx.execute(sql`INSERT INTO provider_sessions (session_hash, member_id, vendor,
        game_code, mode, demo_balance, site_session_id, expires_at)
      VALUES (${tokenHash(sessionId)}, ${used.member_id}, ${vendor}, ${used.game_code},
        ${used.mode}, ${ownDemo ? trialMoney.toString() : null}, ${used.site_session_id},
        ${expiresAt.toISOString()})`);
    // A trial account plays its own demo money (on its member row); real play reads the wallet.
    const trialDemo = used.mode === 'demo' && !ownDemo;
    const demo = trialDemo ? await trialDemoBalance(tx, Number(used.member_id)) : trialMoney;
    return { ...used, demo };
  });
  const memberId = Number(granted.member_id);
  const balance =
    granted.mode === 'real'
      ? await balanceOf(db, walletFor(settings.money, memberId, vendor))
      : granted.demo;
  return {
    sessionId,
    account: granted.account,
    gameCode: granted.game_code,
    mode: granted.mode,
    currency: settings.money.currency,
    balance: fromMinor(balance),
    expiresAt: expiresAt.toISOString(),
  };
}

export interface SessionRow {
  memberId: number;
  vendor: string;
  gameCode: string;
  mode: string;
  expiresAt: Date;
}

export async function findSession(q: Queryable, sessionId: string): Promise<SessionRow | null> {
  const [row] = rowsOf<{
    member_id: string;
    vendor: string;
    game_code: string;
    mode: string;
    expires_at: string;
  }>(
    // A wallet session ends at its own expiry, or earlier when the site session that
    // launched it ends (logout, password change, expiry) or the member is locked: the
    // earliest of those is its end (LEAST skips the NULLs of what has not happened).
    await q.execute(sql`SELECT p.member_id, p.vendor, p.game_code, p.mode,
        LEAST(p.expires_at, ${siteSessionEnd(sql`p.site_session_id`)},
          CASE WHEN m.status <> 0 THEN p.created_at END) AS expires_at
      FROM provider_sessions p
      JOIN ${membersView} m ON m.id = p.member_id
      WHERE p.session_hash = ${tokenHash(sessionId)}`),
  );
  if (!row) return null;
  return {
    memberId: Number(row.member_id),
    vendor: row.vendor,
    gameCode: row.game_code,
    mode: row.mode,
    expiresAt: new Date(row.expires_at),
  };
}
