import { randomBytes } from 'node:crypto';
import type {
  BodyOf,
  completeLoginVerification,
  LoginResult,
  sendLoginVerificationCode,
  ValueOf,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Client } from '../../lib/client.ts';
import type { LimitRule } from '../../lib/platform-types.ts';
import { tokenHash } from '../../lib/session-token.ts';
import {
  findMemberById,
  knownIps,
  type MemberRow,
  maskEmail,
  maskMobile,
  verifyTotp,
} from '../member/index.ts';
import { phoneTarget } from '../verification/index.ts';
import {
  findLiveChallenge,
  insertChallenge,
  spendChallengeAttempt,
  useChallenge,
} from './challenge-repo.ts';
import { audit, grantLogin } from './login-result.ts';

type Method = 'sms' | 'email' | 'totp';
type Verification = NonNullable<LoginResult['verification']>;

const TICKET_MS = 10 * 60_000;
/** Across tickets: a thief with the password cannot keep asking for fresh tickets to guess. */
const memberFailures: LimitRule = {
  name: 'second-verification-fail',
  points: 10,
  windowSec: 900,
  message: 'Too many requests, please try again later',
};

const failed = () =>
  new AppError('SECOND_VERIFICATION_FAILED', 'Please complete verification first');

export function methodsOf(m: MemberRow): Method[] {
  const methods: Method[] = [];
  if (m.mobile && m.mobileDialingCode) methods.push('sms');
  if (m.email) methods.push('email');
  if (m.totpSecret) methods.push('totp');
  return methods;
}

/**
 * Product §4: a login from an IP the account never used needs a second check when the
 * member has a way to give one. A first login (no known IP) or an account with no
 * method bound logs in directly. Returns the challenge, or null to log in.
 */
export async function challengeIfNewIp(
  app: FastifyInstance,
  member: MemberRow,
  client: Client,
): Promise<Verification | null> {
  const methods = methodsOf(member);
  if (methods.length === 0) return null;
  const ips = await knownIps(app.database.db, member.id);
  if (ips.length === 0 || ips.includes(client.ip)) return null;
  const ticket = randomBytes(32).toString('base64url');
  await insertChallenge(app.database.db, {
    ticketHash: tokenHash(ticket),
    memberId: member.id,
    ip: client.ip,
    userAgent: client.userAgent,
    expiresAt: new Date(Date.now() + TICKET_MS),
  });
  await audit(app, client, 'second_verification_required', member.id, { methods });
  return { ticket, methods, mobile: maskMobile(member.mobile), email: maskEmail(member.email) };
}

async function memberOfTicket(app: FastifyInstance, ticket: string) {
  const challenge = await findLiveChallenge(app.database.db, tokenHash(ticket));
  const member = challenge && (await findMemberById(app.database.db, challenge.memberId));
  if (!challenge || !member) throw failed();
  return { challenge, member };
}

export async function sendSecondCode(
  app: FastifyInstance,
  body: BodyOf<typeof sendLoginVerificationCode>,
  client: Client,
): Promise<ValueOf<typeof sendLoginVerificationCode>> {
  const { member } = await memberOfTicket(app, body.ticket);
  const target = `member:${member.id}`;
  if (body.method === 'sms' && member.mobile && member.mobileDialingCode) {
    return app.codes.send({
      purpose: 'second-sms',
      channel: 'sms',
      target,
      recipient: phoneTarget(member.mobileDialingCode, member.mobile),
      ip: client.ip,
    });
  }
  if (body.method === 'email' && member.email) {
    return app.codes.send({
      purpose: 'second-email',
      channel: 'email',
      target,
      recipient: member.email,
      ip: client.ip,
    });
  }
  throw new AppError('BAD_REQUEST', 'This verification method is not available');
}

async function codeIsRight(app: FastifyInstance, member: MemberRow, method: Method, code: string) {
  if (!methodsOf(member).includes(method)) return false;
  if (method === 'totp') return verifyTotp(member.totpSecret, code);
  const purpose = method === 'sms' ? 'second-sms' : 'second-email';
  return app.codes.verify(purpose, `member:${member.id}`, code);
}

/** Completes a challenged login: the right code, once, logs in and makes the IP known. */
export async function completeSecondVerification(
  app: FastifyInstance,
  body: BodyOf<typeof completeLoginVerification>,
  client: Client,
): Promise<LoginResult> {
  const { challenge, member } = await memberOfTicket(app, body.ticket);
  const limitKey = `member:${member.id}`;
  // Counted before the code is checked, so parallel guesses get no more tries than the rule.
  await app.limiter.hit(memberFailures, limitKey);
  if (!(await spendChallengeAttempt(app.database.db, challenge.ticketHash))) throw failed();
  if (!(await codeIsRight(app, member, body.method, body.code))) {
    await audit(app, client, 'second_verification_failed', member.id, { method: body.method });
    throw failed();
  }
  await app.limiter.giveBack(memberFailures, limitKey);
  if (member.status !== 0) {
    throw new AppError('ACCOUNT_DISABLED', 'Non-member account unable to login');
  }
  if (!(await useChallenge(app.database.db, challenge.ticketHash))) throw failed();
  await audit(app, client, 'second_verification', member.id, { method: body.method });
  return grantLogin(app, member, client, {
    event: 'login',
    detail: { secondVerification: body.method },
    // The ticket does not record how the first step was passed; a default password is
    // only ever typed (sms logins of such accounts are rare and harmless to prompt).
    passwordLogin: true,
  });
}
