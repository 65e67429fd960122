import type { LoginResult } from '@gamehall/contract';
import { parseCookie, stringifySetCookie } from 'cookie';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { rememberTokens } from '../../db/schema/session.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Client } from '../../lib/client.ts';
import { TRIAL_TYPE } from '../../lib/platform-types.ts';
import { isWellFormedToken, newSessionToken, tokenHash } from '../../lib/session-token.ts';
import { findMemberById } from '../member/index.ts';
import { grantLogin } from './login-result.ts';
import { findActiveSession } from './repo.ts';

/** Product §4/§9: remember me lasts one day (86,400,000 ms) from the login that ticked it. */
export const REMEMBER_MS = 86_400_000;
const COOKIE = 'gh_remember';
/** Sent only to the session calls, never with the rest of the site's requests. */
const COOKIE_PATH = '/wps/session';

/**
 * The remember cookie (decision 013): out of reach of scripts (HttpOnly), sent only over
 * https (Secure; browsers treat localhost as such) and never by another site's page
 * (SameSite=Strict), so no request made elsewhere can log in with it.
 */
function setCookie(reply: FastifyReply, value: string, expiresAt: Date) {
  const maxAge = Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000));
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name: COOKIE,
      value,
      expires: expiresAt,
      maxAge,
      path: COOKIE_PATH,
      httpOnly: true,
      secure: true,
      sameSite: 'strict',
    }),
  );
}

const forgetCookie = (reply: FastifyReply) => setCookie(reply, '', new Date(0));

function presented(req: FastifyRequest): string | null {
  const token = parseCookie(req.headers.cookie ?? '')[COOKIE];
  return isWellFormedToken(token) ? token : null;
}

async function issue(q: Queryable, memberId: number, client: Client, expiresAt: Date) {
  const token = newSessionToken();
  await q.insert(rememberTokens).values({
    tokenHash: tokenHash(token),
    memberId,
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  return token;
}

/** Ends one remember token (logout, or a login that no longer wants it). */
async function revoke(q: Queryable, token: string) {
  await q
    .update(rememberTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(rememberTokens.tokenHash, tokenHash(token)), isNull(rememberTokens.revokedAt)));
}

/**
 * After a login by password or SMS code (or its second verification): ticked, a
 * remember token for one day; unticked, the browser's earlier one ends.
 */
export async function applyRemember(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  remember: boolean | undefined,
  result: LoginResult,
  client: Client,
) {
  const earlier = presented(req);
  if (remember === undefined && !earlier) return;
  if (earlier) await revoke(app.database.db, earlier);
  if (!remember || !result.token) {
    if (earlier) forgetCookie(reply);
    return;
  }
  const session = await findActiveSession(app.database.db, result.token);
  if (!session) return;
  const expiresAt = new Date(Date.now() + REMEMBER_MS);
  setCookie(reply, await issue(app.database.db, session.memberId, client, expiresAt), expiresAt);
}

const notRemembered = () =>
  new AppError('UNAUTHORIZED', 'You are not remembered on this device, please log in');

/**
 * Logs in with the remember cookie. The token is used up in the same statement that
 * finds it (of two tabs presenting it at once, one wins) and the next one keeps its end,
 * so remembering never outlasts the day the person asked for. A remembered device skips
 * the second verification of a new address: the token is what that check would prove.
 */
export async function loginByRemember(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  client: Client,
): Promise<LoginResult> {
  const token = presented(req);
  const db = app.database.db;
  const [used] = token
    ? await db
        .update(rememberTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(rememberTokens.tokenHash, tokenHash(token)),
            isNull(rememberTokens.revokedAt),
            gt(rememberTokens.expiresAt, new Date()),
          ),
        )
        .returning({ memberId: rememberTokens.memberId, expiresAt: rememberTokens.expiresAt })
    : [];
  const member = used ? await findMemberById(db, used.memberId) : null;
  // A refusal leaves the cookie alone: of two tabs presenting one token, the loser's
  // answer may arrive last and would wipe the cookie the winner just received.
  if (!used || !member || member.status !== 0 || member.type === TRIAL_TYPE) {
    throw notRemembered();
  }
  const result = await grantLogin(app, member, client, {
    event: 'login',
    detail: { type: 'remember' },
    passwordLogin: false,
  });
  setCookie(reply, await issue(db, member.id, client, used.expiresAt), used.expiresAt);
  return result;
}

/** Logout: this device's remember token ends with the session. */
export async function forgetDevice(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
  const token = presented(req);
  if (!token) return;
  await revoke(app.database.db, token);
  forgetCookie(reply);
}
