import {
  type LoginResult,
  type RegisterBody,
  type RegisterField,
  type RegisterKind,
  validateRegistration,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Client } from '../../lib/client.ts';
import { hashPassword } from '../../lib/password/password.ts';
import { grantLogin } from '../session/index.ts';
import { dialingDigits, phoneTarget } from '../verification/index.ts';
import { newAffiliateCode } from './affiliate-code.ts';
import { featureOn, requireFeature } from './features.ts';
import {
  findActiveAgentByCode,
  findMemberByAccount,
  findMemberById,
  findMemberByMobile,
  insertMemberRow,
  memberConflict,
} from './repo.ts';
import { formFor, type Issues, rejectIssues } from './rules.ts';
import { unusablePassword } from './unusable-password.ts';

/** Registration extras kept in the profile (the columns hold what the platform uses). */
const profileFields = [
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'referralCode',
] as const;

const exists = {
  account: () => new AppError('ACCOUNT_EXISTS', 'This account already exists'),
  mobile: () => new AppError('MOBILE_EXISTS', 'This mobile number is already registered'),
};

/**
 * Product §5 registration, by username (register) or mobile (registerMobile): the form the
 * rules describe is validated again here, then captcha, SMS code and invitation code;
 * the unique constraints decide races. The new player is logged in.
 */
export async function registerMember(
  app: FastifyInstance,
  body: RegisterBody,
  kind: RegisterKind,
  client: Client,
  referer: string | undefined,
): Promise<LoginResult> {
  const snap = await app.settings.get();
  const { settings } = snap;
  const db = app.database.db;
  requireFeature(settings, kind === 'register' ? 'USERNAMEREG3' : 'MOBILENUMREG3');
  const form = formFor(snap, kind);
  const issues: Issues = validateRegistration(form, body);
  const shown = new Set(form.fields.map((f) => f.field));
  // Only fields the form shows were validated, so only those are taken.
  const value = (f: RegisterField) => (shown.has(f) ? body[f]?.trim() || null : null);
  const mobile = value('mobileNum');
  if (mobile && !body.countryDialingCode) issues.countryDialingCode = { kind: 'required' };
  rejectIssues(issues);

  if (shown.has('captcha') && !(await app.captcha.verify(body.captchaKey, body.captcha))) {
    throw new AppError('CAPTCHA_INVALID', 'Captcha check failed');
  }
  const dialing = mobile && body.countryDialingCode ? dialingDigits(body.countryDialingCode) : null;
  const username = value('username');
  const account = kind === 'register' && username ? username : `${dialing}${mobile}`;
  // Cheap checks first, so a taken name does not spend the player's SMS code.
  if (await findMemberByAccount(db, account)) throw exists.account();
  if (mobile && dialing && (await findMemberByMobile(db, dialing, mobile))) throw exists.mobile();
  const affiliateCode = value('affiliateCode');
  const upline = affiliateCode ? await findActiveAgentByCode(db, affiliateCode) : null;
  // Not an agent's own code: one of its registration links (lib/invites.ts), perhaps.
  const link = affiliateCode && !upline ? await app.invites.resolve(affiliateCode) : null;
  if (affiliateCode && !upline && !link) {
    throw new AppError('INVALID_AFFILIATE', 'Invalid invitation code');
  }
  const type = link?.type ?? 0;
  if (shown.has('verificationCode') && featureOn(settings, 'REGMOBVERF3')) {
    const code = value('verificationCode') ?? '';
    const ok =
      mobile && dialing && (await app.codes.verify('register', phoneTarget(dialing, mobile), code));
    if (!ok) throw new AppError('VERIFICATION_CODE_INVALID', 'Invalid verification code');
  }

  const password = value('password') ? body.password : undefined;
  const paymentPassword = value('paymentPassword');
  const profile: Record<string, string> = {};
  for (const f of profileFields) {
    const v = value(f);
    if (v) profile[f] = v;
  }
  if (body.domain) profile.domain = body.domain;
  const now = new Date();
  let id: number;
  try {
    id = await insertMemberRow(db, {
      account,
      // Mobile sign-ups without a password log in by SMS code.
      passwordHash: password ? await hashPassword(password) : unusablePassword(),
      mobile,
      mobileDialingCode: mobile ? dialing : null,
      email: value('email')?.toLowerCase() ?? null,
      payeeName: value('payeeName'),
      paymentPasswordHash: paymentPassword ? await hashPassword(paymentPassword) : null,
      profile,
      type,
      // Who registers through a link for agents is an agent, with a code of its own.
      affiliateCode: type === 1 ? newAffiliateCode() : null,
      uplineId: upline?.id ?? link?.agentId ?? null,
      // A self-registered player's registration is their first login.
      firstLoginAt: now,
      registerMethod: 'WEB',
      registerUrl: (body.registerUrl ?? referer ?? null)?.slice(0, 2048) ?? null,
      registerIp: client.ip,
    });
  } catch (err) {
    const conflict = memberConflict(err);
    if (conflict === 'account' || conflict === 'mobile') throw exists[conflict]();
    throw err;
  }
  if (link) {
    // The account stands whatever happens to the link's count and offers.
    await app.invites.joined(link.linkId, id).catch((err: unknown) => {
      app.log.warn({ err, link: link.linkId, memberId: id }, 'a registration link’s offers failed');
    });
  }
  if (body.referralCode?.trim()) {
    // A friend's invitation: the account stands whatever happens to it.
    await app.referrals.joined(body.referralCode, id, client.ip).catch((err: unknown) => {
      app.log.warn({ err, memberId: id }, 'a referral could not be recorded');
    });
  }
  const member = await findMemberById(db, id);
  if (!member) throw new Error('registered member vanished');
  return grantLogin(app, member, client, {
    event: 'register',
    detail: { kind, upline: upline?.id ?? link?.agentId ?? null, link: link?.linkId ?? null },
    passwordLogin: false,
  });
}
