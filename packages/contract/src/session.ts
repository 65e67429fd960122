import * as z from 'zod/mini';
import { EncryptedBody } from './crypto.ts';
import { defineCall } from './define-call.ts';
import { CaptchaKey, DialingCode, text, VerificationCode } from './fields.ts';
import { LoginResult } from './member.ts';

const tag = 'session';

export const login = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/session/login',
  tag,
  encrypted: true,
  summary:
    'Log in by username + password (type username) or mobile + SMS code (type sms). ' +
    'After failures the answer carries details.captcha and the image captcha is required.',
  body: z.object({
    type: z.enum(['username', 'sms']),
    /** The account name, or the mobile number for sms login. */
    username: text(64, 1),
    /** The password, or the SMS code for sms login. */
    password: text(128, 1),
    countryDialingCode: z.optional(DialingCode),
    captcha: z.optional(text(16)),
    captchaKey: z.optional(CaptchaKey),
    /**
     * Remember me (product §4): true sets an HttpOnly remember cookie for one day; false ends
     * the one this browser holds. The password itself is never kept (decision 013).
     */
    remember: z.optional(z.boolean()),
  }),
  value: LoginResult,
});

export const completeLoginVerification = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/session/login/verification',
  tag,
  summary: 'Second verification of a login from a new IP: the ticket and a code',
  body: z.object({
    ticket: text(128, 16),
    method: z.enum(['sms', 'email', 'totp']),
    code: VerificationCode,
    /** The remember me of the login this verification completes. */
    remember: z.optional(z.boolean()),
  }),
  value: LoginResult,
});

export const loginByRememberToken = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/session/remember',
  tag,
  summary:
    'Log in again with the remember-me cookie a login with remember: true set (HttpOnly, ' +
    'one day from that login). Each use replaces the cookie; without a live one, 401.',
  body: z.object({}),
  value: LoginResult,
});

export const sendLoginVerificationCode = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/session/login/verification/code',
  tag,
  summary: 'Sends the second-verification code to the bound mobile or e-mail',
  body: z.object({ ticket: text(128, 16), method: z.enum(['sms', 'email']) }),
  value: z.object({ expiredMinutes: z.int(), sentAt: z.string(), resendAt: z.string() }),
});

export const loginFreeplay = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/session/login/freeplay',
  tag,
  summary:
    'Free play (FREEPLAY3): a trial account (type 4) with demo money. `check` is the ' +
    'reversed `random`, encrypted like an E call body, so only a real site can ask.',
  body: z.object({
    os: text(32),
    platform: z.literal('W'),
    random: z.string().check(z.regex(/^[\w-]{16,64}$/)),
    check: EncryptedBody,
    version: z.literal(3),
  }),
  value: LoginResult,
});

export const getCaptcha = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/captcha',
  tag,
  summary: 'A new image captcha for `key` (replacing the last one): base64 PNG in value',
  query: z.object({ key: CaptchaKey }),
  value: z.string(),
});
