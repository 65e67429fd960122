import { randomBytes } from 'node:crypto';
import type {
  BodyOf,
  changePassword,
  LoginResult,
  resetPasswordByEmail,
  setPasswordByPhone,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Client } from '../../lib/client.ts';
import { hashPassword } from '../../lib/password/password.ts';
import { tokenHash } from '../../lib/session-token.ts';
import {
  audit,
  createSession,
  grantLogin,
  recordAuthEvent,
  revokeAllSessions,
} from '../session/index.ts';
import { dialingDigits, phoneTarget } from '../verification/index.ts';
import { requireFeature } from './features.ts';
import { provePassword } from './prove-password.ts';
import { findMemberById, findMemberByMobile, updateMember } from './repo.ts';
import { consumeReset, findByAccountAndEmail, insertReset } from './reset-repo.ts';
import { checkNewPassword } from './rules.ts';

const RESET_LINK_MS = 30 * 60_000;
/**
 * Sets a password: the change time, no longer the default, every session ended, and the
 * change (or reset, and by what) in the audit.
 */
async function storePassword(
  tx: Tx,
  memberId: number,
  password: string,
  client: Client,
  event: 'password_changed' | 'password_reset',
  detail?: { by: 'email' | 'phone' },
) {
  await updateMember(tx, memberId, {
    passwordHash: await hashPassword(password),
    passwordChangedAt: new Date(),
    passwordIsDefault: false,
  });
  await revokeAllSessions(tx, memberId);
  await recordAuthEvent(tx, {
    memberId,
    event,
    ip: client.ip,
    userAgent: client.userAgent,
    ...(detail ? { detail } : {}),
  });
}

/** Change password (T): every session ends, this client gets a fresh token. */
export async function changeMemberPassword(
  app: FastifyInstance,
  memberId: number,
  body: BodyOf<typeof changePassword>,
  client: Client,
): Promise<{ token: string }> {
  const snap = await app.settings.get();
  const member = await findMemberById(app.database.db, memberId);
  if (!member) throw new AppError('UNAUTHORIZED', 'You are not logged in, please login');
  checkNewPassword(snap, body.newPassword, body.confirmNewPassword);
  await provePassword(app, memberId, body.oldPassword, member.passwordHash);
  const token = await app.database.db.transaction(async (tx) => {
    await storePassword(tx, memberId, body.newPassword, client, 'password_changed');
    return createSession(tx, memberId, {
      ttlMs: snap.settings.accounts.sessionHours * 3_600_000,
      ip: client.ip,
      userAgent: client.userAgent,
    });
  });
  return { token };
}

/**
 * Forgot password by e-mail: a one-time link valid 30 minutes. The product's text
 * 'Username/Email does not exist' answers a pair that does not match.
 */
export async function sendResetLink(
  app: FastifyInstance,
  body: { username: string; email: string },
  origin: string,
  client: Client,
): Promise<null> {
  const member = await findByAccountAndEmail(app.database.db, body.username, body.email);
  if (!member?.email) throw new AppError('ACCOUNT_NOT_FOUND', 'Username/Email does not exist');
  const token = randomBytes(32).toString('base64url');
  await insertReset(app.database.db, {
    tokenHash: tokenHash(token),
    memberId: member.id,
    expiresAt: new Date(Date.now() + RESET_LINK_MS),
  });
  const { settings } = await app.settings.get();
  await app.mailer.send({
    to: member.email,
    subject: `${settings.site.brandName}: reset your password`,
    text:
      `Someone asked to reset the password of ${member.account}.\n\n` +
      `Open this link within 30 minutes to choose a new one:\n${origin}/index?resetToken=${token}\n\n` +
      'If it was not you, ignore this e-mail; your password stays as it is.',
  });
  await audit(app, client, 'password_reset_requested', member.id);
  return null;
}

export async function resetByEmail(
  app: FastifyInstance,
  body: BodyOf<typeof resetPasswordByEmail>,
  client: Client,
): Promise<null> {
  checkNewPassword(await app.settings.get(), body.newPassword, body.confirmNewPassword);
  const done = await app.database.db.transaction(async (tx) => {
    // Consumed in the same transaction as the change: a replay finds it used.
    const memberId = await consumeReset(tx, tokenHash(body.resetToken));
    if (memberId === null) return false;
    await storePassword(tx, memberId, body.newPassword, client, 'password_reset', { by: 'email' });
    return true;
  });
  if (!done) throw new AppError('RESET_LINK_INVALID', 'This link is invalid or has expired');
  return null;
}

/** Forgot password by phone (CHNGPASSVERIF3): the login SMS code sets it and logs in. */
export async function resetByPhone(
  app: FastifyInstance,
  body: BodyOf<typeof setPasswordByPhone>,
  client: Client,
): Promise<LoginResult> {
  const snap = await app.settings.get();
  requireFeature(snap.settings, 'CHNGPASSVERIF3');
  checkNewPassword(snap, body.newPassword, body.confirmNewPassword);
  const dialing = dialingDigits(body.countryDialingCode);
  const ok = await app.codes.verify(
    'login',
    phoneTarget(dialing, body.mobileNum),
    body.verificationCode,
  );
  const member = ok ? await findMemberByMobile(app.database.db, dialing, body.mobileNum) : null;
  // An unknown number gets the wrong-code answer: the form must not reveal who is registered.
  if (!member) throw new AppError('VERIFICATION_CODE_INVALID', 'Invalid verification code');
  if (member.status !== 0) {
    throw new AppError('ACCOUNT_DISABLED', 'Non-member account unable to login');
  }
  await app.database.db.transaction(async (tx) => {
    await storePassword(tx, member.id, body.newPassword, client, 'password_reset', { by: 'phone' });
  });
  const fresh = (await findMemberById(app.database.db, member.id)) ?? member;
  return grantLogin(app, fresh, client, {
    event: 'login',
    detail: { type: 'password_reset' },
    passwordLogin: false,
  });
}
