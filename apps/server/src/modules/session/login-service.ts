import type { BodyOf, LoginResult, login } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Client } from '../../lib/client.ts';
import { verifyOrDummy } from '../../lib/password/password.ts';
import { loginBudget } from '../../lib/process-budget.ts';
import {
  findMemberByAccount,
  findMemberByMobile,
  type MemberRow,
  requireFeature,
} from '../member/index.ts';
import { refuseExcluded } from '../protection/index.ts';
import { dialingDigits, phoneTarget } from '../verification/index.ts';
import { LoginGuard } from './login-guard.ts';
import { audit, grantLogin, loginFlags } from './login-result.ts';
import { challengeIfNewIp } from './second-verification.ts';
import type { UnknownAccountLog } from './unknown-account-log.ts';

const FAILED = 'Incorrect username or password';

async function checkPassword(member: MemberRow | null, password: string): Promise<boolean> {
  // Accounts without a usable password (guests, mobile sign-ups) cost the same scrypt run.
  const usable = member?.passwordHash.startsWith('scrypt$') ? member.passwordHash : null;
  return verifyOrDummy(password, usable);
}

interface Credentials {
  key: string;
  member: MemberRow | null;
  check: () => Promise<boolean>;
}

/** Finds the member and how to check the secret, without checking it yet. */
async function credentials(app: FastifyInstance, body: BodyOf<typeof login>): Promise<Credentials> {
  const db = app.database.db;
  if (body.type === 'username') {
    const account = body.username.toLowerCase();
    const member = await findMemberByAccount(db, account);
    return { key: `account:${account}`, member, check: () => checkPassword(member, body.password) };
  }
  if (!body.countryDialingCode || !/^\d{4,20}$/.test(body.username)) {
    throw new AppError('VALIDATION_FAILED', 'Please enter a valid mobile number');
  }
  const dialing = dialingDigits(body.countryDialingCode);
  const member = await findMemberByMobile(db, dialing, body.username);
  const target = phoneTarget(dialing, body.username);
  return {
    key: `phone:${target}`,
    member,
    // The code is checked even for an unknown number: same work, and it is spent.
    check: async () => (await app.codes.verify('login', target, body.password)) && !!member,
  };
}

/**
 * Product §4 login: username + password, or mobile + SMS code. Unknown account and wrong
 * secret give the same answer; the guard asks for a captcha and then locks out.
 */
export async function loginMember(
  app: FastifyInstance,
  body: BodyOf<typeof login>,
  client: Client,
  unknownAccounts: UnknownAccountLog,
): Promise<LoginResult> {
  const { settings } = await app.settings.get();
  if (body.type === 'sms') requireFeature(settings, 'MOBILEVERCODELOGIN3');
  // This instance's logins per second, before any counter or password work (decision 014).
  await loginBudget.spend();
  const { key, member, check } = await credentials(app, body);
  const guard = new LoginGuard(app, key, client.ip);
  await guard.admit(body.captcha, body.captchaKey);
  if (!(await check()) || !member) {
    const detail = { account: body.username.slice(0, 64), type: body.type };
    if (member) await audit(app, client, 'login_failed', member.id, detail);
    else
      unknownAccounts.add({
        event: 'login_failed',
        ip: client.ip,
        userAgent: client.userAgent,
        detail,
      });
    return guard.fail('LOGIN_FAILED', FAILED);
  }
  if (member.status !== 0) {
    await audit(app, client, 'login_refused', member.id, { reason: 'disabled' });
    throw new AppError('ACCOUNT_DISABLED', 'Non-member account unable to login');
  }
  await guard.succeed();
  // Before a second verification's code is sent: a player on a break gets no further.
  await refuseExcluded(app.database.db, member.id);
  const passwordLogin = body.type === 'username';
  const verification = await challengeIfNewIp(app, member, client);
  if (verification) {
    return {
      token: null,
      ...loginFlags(member, settings, { passwordLogin }),
      member: null,
      verification,
    };
  }
  return grantLogin(app, member, client, {
    event: 'login',
    detail: { type: body.type },
    passwordLogin,
  });
}
