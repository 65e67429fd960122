import type {
  BodyOf,
  bindEmail,
  bindMobile,
  bindTotp,
  MemberInfo,
  setPaymentPassword,
} from '@gamehall/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { members } from '../../db/schema/member.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Client } from '../../lib/client.ts';
import { hashPassword } from '../../lib/password/password.ts';
import { newTotpSecret, verifyTotp } from '../../lib/totp.ts';
import { audit } from '../session/index.ts';
import { dialingDigits, phoneTarget } from '../verification/index.ts';
import { loadMember, memberInfo } from './profile-service.ts';
import { provePassword } from './prove-password.ts';
import { findMemberByMobile, memberConflict, updateMember } from './repo.ts';
import { checkPaymentPassword, rejectIssues } from './rules.ts';

const wrongCode = () => new AppError('VERIFICATION_CODE_INVALID', 'Invalid verification code');
const mobileTaken = () =>
  new AppError('MOBILE_EXISTS', 'This mobile number is already bound to another account');
const totpBound = () =>
  new AppError('ALREADY_BOUND', 'The authenticator is bound and cannot be changed');

/** The code sent to the member's new number or address (verification/routes.ts); else refused. */
async function checkBindCode(
  app: FastifyInstance,
  purpose: 'bind-mobile' | 'bind-email',
  memberId: number,
  to: string,
  code: string,
) {
  if (!(await app.codes.verify(purpose, `member:${memberId}|${to}`, code))) throw wrongCode();
}

/** First payment password proved with the login password; later ones with the old one. */
export async function setMemberPaymentPassword(
  app: FastifyInstance,
  memberId: number,
  body: BodyOf<typeof setPaymentPassword>,
  client: Client,
): Promise<null> {
  const member = await loadMember(app, memberId);
  checkPaymentPassword(await app.settings.get(), body.paymentPassword, body.confirmPaymentPassword);
  const changing = member.paymentPasswordHash !== null;
  const proof = changing ? body.oldPaymentPassword : body.loginPassword;
  if (!proof)
    rejectIssues({ [changing ? 'oldPaymentPassword' : 'loginPassword']: { kind: 'required' } });
  await provePassword(
    app,
    memberId,
    proof ?? '',
    changing ? member.paymentPasswordHash : member.passwordHash,
  );
  await updateMember(app.database.db, memberId, {
    paymentPasswordHash: await hashPassword(body.paymentPassword),
  });
  await audit(
    app,
    client,
    changing ? 'payment_password_changed' : 'payment_password_set',
    memberId,
  );
  return null;
}

export async function bindMemberMobile(
  app: FastifyInstance,
  memberId: number,
  body: BodyOf<typeof bindMobile>,
  client: Client,
): Promise<MemberInfo> {
  const dialing = dialingDigits(body.countryDialingCode);
  const owner = await findMemberByMobile(app.database.db, dialing, body.mobileNum);
  if (owner && owner.id !== memberId) throw mobileTaken();
  const to = phoneTarget(dialing, body.mobileNum);
  await checkBindCode(app, 'bind-mobile', memberId, to, body.verificationCode);
  try {
    await updateMember(app.database.db, memberId, {
      mobile: body.mobileNum,
      mobileDialingCode: dialing,
    });
  } catch (err) {
    // Another account bound it between the check and now.
    if (memberConflict(err) === 'mobile') throw mobileTaken();
    throw err;
  }
  await audit(app, client, 'bind_mobile', memberId, { dialingCode: dialing });
  return memberInfo(app, await loadMember(app, memberId));
}

export async function bindMemberEmail(
  app: FastifyInstance,
  memberId: number,
  body: BodyOf<typeof bindEmail>,
  client: Client,
): Promise<MemberInfo> {
  const email = body.email.toLowerCase();
  await checkBindCode(app, 'bind-email', memberId, email, body.verificationCode);
  await updateMember(app.database.db, memberId, { email });
  await audit(app, client, 'bind_email', memberId);
  return memberInfo(app, await loadMember(app, memberId));
}

/** A pending authenticator secret; it becomes the member's only with a current code. */
export async function startTotp(app: FastifyInstance, memberId: number) {
  const member = await loadMember(app, memberId);
  if (member.totpSecret) throw totpBound();
  const { settings } = await app.settings.get();
  const created = newTotpSecret(settings.site.brandName, member.account);
  await updateMember(app.database.db, memberId, { totpPendingSecret: created.secret });
  return created;
}

export async function confirmTotp(
  app: FastifyInstance,
  memberId: number,
  body: BodyOf<typeof bindTotp>,
  client: Client,
): Promise<MemberInfo> {
  const member = await loadMember(app, memberId);
  if (member.totpSecret) throw totpBound();
  if (!member.totpPendingSecret) {
    throw new AppError('BAD_REQUEST', 'Start the authenticator setup first');
  }
  if (!verifyTotp(member.totpPendingSecret, body.code)) throw wrongCode();
  const [row] = await app.database.db
    .update(members)
    .set({ totpSecret: member.totpPendingSecret, totpPendingSecret: null })
    .where(and(eq(members.id, memberId), isNull(members.totpSecret)))
    .returning();
  if (!row) throw totpBound();
  await audit(app, client, 'bind_totp', memberId);
  return memberInfo(app, row);
}
