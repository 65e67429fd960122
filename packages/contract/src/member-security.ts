import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { displayName, Email, text, VerificationCode } from './fields.ts';
import { MobileCode } from './member.ts';
import { AvatarType, MemberInfo } from './member-info.ts';

/*
 * The security centre's calls (member centre, page securityCenter): avatar, profile,
 * payment password, mobile, e-mail, authenticator and the security log. A file of their
 * own, so the site's first load, which calls none of them, does not carry them (a module
 * the first page imports goes into its chunk whole).
 */

const tag = 'member';

/** The member's avatar and its kind (a static pick or an upload). */
const MemberIcon = /* @__PURE__ */ z.object({ avatar: z.string(), avatarType: AvatarType });

export const getMemberIcon = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/member/info/icon',
  tag,
  token: true,
  summary: "The member's avatar",
  query: z.object({}),
  value: MemberIcon,
});

export const getPlayerAvatars = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerAvatar',
  tag,
  token: true,
  summary: 'Static avatars a member may pick',
  query: z.object({}),
  value: z.object({ list: z.array(z.string()) }),
});

export const updateMemberIcon = /* @__PURE__ */ defineCall({
  method: 'PUT',
  path: '/wps/member/info/icon',
  tag,
  refuseTrial: true,
  summary: 'Picks a static avatar, or uploads a custom one (PNG or JPEG, data URL, ≤ 512 KB)',
  body: z.union([
    z.object({ avatarType: z.literal('STATIC'), avatar: text(64, 1) }),
    z.object({ avatarType: z.literal('CUSTOM'), image: text(700_000, 1) }),
  ]),
  value: MemberIcon,
});

export const updateProfile = /* @__PURE__ */ defineCall({
  method: 'PUT',
  path: '/wps/member/info',
  tag,
  refuseTrial: true,
  summary: 'Nickname, and social accounts (each may be set once, never changed)',
  body: z.object({
    nickname: z.optional(displayName(32, 1)),
    line: z.optional(text(128, 1)),
    whatsapp: z.optional(text(128, 1)),
    facebook: z.optional(text(128, 1)),
    wechat: z.optional(text(128, 1)),
    telegram: z.optional(text(128, 1)),
  }),
  value: MemberInfo,
});

export const setPaymentPassword = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/member/password/payment',
  tag,
  refuseTrial: true,
  encrypted: true,
  summary:
    'Sets the payment password (proved with the login password) or changes it (with the old one)',
  body: z.object({
    /** Needed to set the first payment password. */
    loginPassword: z.optional(text(128, 1)),
    /** Needed to change an existing payment password. */
    oldPaymentPassword: z.optional(text(64, 1)),
    paymentPassword: text(64, 1),
    confirmPaymentPassword: text(64, 1),
  }),
  value: z.null(),
});

export const bindMobile = /* @__PURE__ */ defineCall({
  method: 'PUT',
  path: '/wps/member/mobile',
  tag,
  refuseTrial: true,
  summary: 'Binds or changes the mobile number with the SMS code sent to it',
  body: z.object(MobileCode),
  value: MemberInfo,
});

export const bindEmail = /* @__PURE__ */ defineCall({
  method: 'PUT',
  path: '/wps/member/email',
  tag,
  refuseTrial: true,
  summary: 'Binds or changes the e-mail address with the code sent to it',
  body: z.object({ email: Email, verificationCode: VerificationCode }),
  value: MemberInfo,
});

export const startTotpBinding = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/member/totp/setup',
  tag,
  refuseTrial: true,
  summary: 'A new authenticator secret (pending until confirmed with a code)',
  body: z.object({}),
  value: z.object({ secret: z.string(), otpauthUrl: z.string() }),
});

export const bindTotp = /* @__PURE__ */ defineCall({
  method: 'PUT',
  path: '/wps/member/totp',
  tag,
  refuseTrial: true,
  summary: 'Confirms the pending authenticator with a current code; cannot be undone',
  body: z.object({ code: z.string().check(z.regex(/^\d{6}$/, 'six digits')) }),
  value: MemberInfo,
});

export const getSecurityLog = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/member/security/log',
  tag,
  refuseTrial: true,
  summary: 'The last 20 logins, failures, password changes and bindings of the member',
  query: z.object({}),
  value: z.object({
    list: z.array(
      z.object({
        event: z.string(),
        at: z.string(),
        ip: z.nullable(z.string()),
        userAgent: z.nullable(z.string()),
      }),
    ),
  }),
});
