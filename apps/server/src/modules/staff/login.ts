import { randomBytes } from 'node:crypto';
import { permissionsOf, type StaffRole } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { verifyOrDummy } from '../../lib/password/password.ts';
import type { LimitRule } from '../../lib/platform-types.ts';
import { tokenHash } from '../../lib/session-token.ts';
import { newTotpSecret, otpauthUrl, stepOfCode } from '../../lib/totp.ts';
import { qrCodeSvg } from '../media/index.ts';
import { newRecoveryCodes, recoveryHash } from './recovery.ts';
import {
  attemptChallenge,
  deleteChallenge,
  insertChallenge,
  replaceRecoveryCodes,
  staffByAccount,
  staffById,
  staffView,
  takeTotpStep,
  updateStaffRow,
  useRecoveryCode,
} from './repo.ts';
import { openStaffSession } from './sessions.ts';

/** Password attempts per address and per account, counted before the password is checked. */
const loginPerIp: LimitRule = { name: 'staff-login-ip', points: 20, windowSec: 900 };
const loginPerAccount: LimitRule = { name: 'staff-login-account', points: 10, windowSec: 900 };
/** Code attempts per staff member across challenges; and per challenge, MAX_TRIES. */
const codesPerStaff: LimitRule = { name: 'staff-code', points: 10, windowSec: 900 };
const codesPerIp: LimitRule = { name: 'staff-code-ip', points: 30, windowSec: 900 };
const MAX_TRIES = 5;
const CHALLENGE_MS = 5 * 60_000;

const loginFailed = () => new AppError('STAFF_LOGIN_FAILED', 'Incorrect staff account or password');
const codeInvalid = () =>
  new AppError('STAFF_CODE_INVALID', 'The code is wrong or used, or the login step expired');

/**
 * The password step: attempts counted first (per address, per account), the password
 * checked on the bounded scrypt pool, then a challenge for the code step; on a first login
 * (or after a reset) a new authenticator secret to enrol comes with it.
 */
export async function passwordStep(
  app: FastifyInstance,
  body: { account: string; password: string },
  ip: string,
  issuer: string,
) {
  await app.limiter.hit(loginPerIp, ip);
  await app.limiter.hit(loginPerAccount, body.account.toLowerCase());
  const db = app.database.db;
  const member = await staffByAccount(db, body.account);
  const ok = await verifyOrDummy(body.password, member?.passwordHash ?? null);
  if (!member || !ok || member.disabled) throw loginFailed();
  await app.limiter.reset(loginPerAccount, body.account.toLowerCase());

  let enrol: { secret: string; otpauthUrl: string; qrSvg: string } | null = null;
  if (!member.totpEnrolled) {
    const secret = member.totpSecret ?? newTotpSecret(issuer, member.account).secret;
    if (!member.totpSecret) await updateStaffRow(db, member.id, { totpSecret: secret });
    const url = otpauthUrl(secret, issuer, member.account);
    // The QR is drawn here: the secret in a /media/qr.svg address would sit in access logs.
    enrol = { secret, otpauthUrl: url, qrSvg: qrCodeSvg(url, 200) };
  }
  const challenge = randomBytes(24).toString('base64url');
  await insertChallenge(db, {
    challengeHash: tokenHash(challenge),
    staffId: member.id,
    expiresAt: new Date(Date.now() + CHALLENGE_MS),
  });
  return { challenge, enrol };
}

/**
 * The code step: the attempt counted on the challenge and on the staff member before the
 * code is checked; an authenticator code is taken once (its step must be after the last
 * taken), a recovery code once. The first right code enrols the authenticator and answers
 * ten recovery codes, once. Answers a session.
 */
export async function codeStep(
  app: FastifyInstance,
  body: { challenge: string; code: string },
  ip: string,
) {
  await app.limiter.hit(codesPerIp, ip);
  const db = app.database.db;
  const hash = tokenHash(body.challenge);
  const now = new Date();
  const attempt = await attemptChallenge(db, hash, now);
  if (!attempt) throw codeInvalid();
  if (attempt.attempts > MAX_TRIES) {
    await deleteChallenge(db, hash);
    throw codeInvalid();
  }
  await app.limiter.hit(codesPerStaff, String(attempt.staffId));
  const member = await staffById(db, attempt.staffId);
  if (!member || member.disabled || !member.totpSecret) throw codeInvalid();

  const isRecovery = body.code.includes('-');
  let right: boolean;
  if (isRecovery) {
    right = member.totpEnrolled && (await useRecoveryCode(db, member.id, recoveryHash(body.code)));
  } else {
    const step = stepOfCode(member.totpSecret, body.code, now.getTime());
    right = step !== null && (await takeTotpStep(db, member.id, step));
  }
  if (!right) throw codeInvalid();

  return db.transaction(async (tx) => {
    await deleteChallenge(tx, hash);
    let recoveryCodes: string[] | null = null;
    if (!member.totpEnrolled) {
      recoveryCodes = newRecoveryCodes();
      await replaceRecoveryCodes(tx, member.id, recoveryCodes.map(recoveryHash));
    }
    const updated = await updateStaffRow(tx, member.id, {
      totpEnrolled: true,
      lastLoginAt: now,
    });
    const token = await openStaffSession(tx, member, ip);
    const role = member.role as StaffRole;
    return {
      token,
      staff: staffView(updated ?? member),
      permissions: permissionsOf(role),
      recoveryCodes,
    };
  });
}
