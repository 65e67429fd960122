import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { displayName, Email, MobileFields, text, VerificationCode } from './fields.ts';
import { AvatarType, MemberInfo } from './member-info.ts';

const tag = 'member';

/** The member's avatar and its kind (a static pick or an upload). */
const MemberIcon = /* @__PURE__ */ z.object({ avatar: z.string(), avatarType: AvatarType });

/** The login answer (product §3): token, firstTimeLogin, passwordExpired, member data. */
export const LoginResult = /* @__PURE__ */ z.object({
  /** Null while a second verification is pending (then `verification` says how). */
  token: z.nullable(z.string()),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /**
   * The typed password is the operator's default password (product §4 "{secret}"): the site
   * opens the change-password dialog. Decided by the server so the default never ships.
   */
  defaultPassword: z.boolean(),
  member: z.nullable(MemberInfo),
  /** Login from an IP this account never used (product §4): a second check is needed. */
  verification: z.nullable(
    z.object({
      ticket: z.string(),
      methods: z.array(z.enum(['sms', 'email', 'totp'])),
      mobile: z.nullable(z.string()),
      email: z.nullable(z.string()),
    }),
  ),
});
export type LoginResult = z.infer<typeof LoginResult>;

/** Product §3 registration fields; which are shown and required comes from the rules. */
export const RegisterBody = /* @__PURE__ */ z.object({
  username: z.optional(text(64)),
  password: z.optional(text(128)),
  confirmPassword: z.optional(text(128)),
  payeeName: z.optional(text(128)),
  email: z.optional(text(254)),
  qqNum: z.optional(text(64)),
  mobileNum: z.optional(text(32)),
  countryDialingCode: z.optional(text(8)),
  recommenderId: z.optional(text(64)),
  captcha: z.optional(text(16)),
  captchaKey: z.optional(text(64)),
  verificationCode: z.optional(text(255)),
  affiliateCode: z.optional(text(64)),
  referralCode: z.optional(text(64)),
  paymentPassword: z.optional(text(64)),
  line: z.optional(text(128)),
  whatsapp: z.optional(text(128)),
  facebook: z.optional(text(128)),
  wechat: z.optional(text(128)),
  idNumber: z.optional(text(64)),
  domain: z.optional(text(253)),
  registerUrl: z.optional(text(2048)),
  registerMethod: z.optional(z.literal('WEB')),
  login: z.optional(z.boolean()),
  /** Both must be ticked in the form; the server records the acceptance. */
  agreeTerms: z.literal(true),
  agreeAge: z.literal(true),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const register = /* @__PURE__ */ defineCall({
  method: 'PUT',
  path: '/wps/member/register',
  tag,
  encrypted: true,
  summary: 'Register by username (type register); logs the new player in',
  body: RegisterBody,
  value: LoginResult,
});

export const registerMobile = /* @__PURE__ */ defineCall({
  method: 'PUT',
  path: '/wps/member/register/mobile',
  tag,
  encrypted: true,
  summary: 'Register by mobile number (type registerMobile); logs the new player in',
  body: RegisterBody,
  value: LoginResult,
});

const NewPassword = {
  newPassword: text(128, 1),
  confirmNewPassword: text(128, 1),
};

/** A phone and the SMS code sent to it. */
const MobileCode = { ...MobileFields, verificationCode: VerificationCode };

export const changePassword = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/member/password',
  tag,
  refuseTrial: true,
  encrypted: true,
  summary: 'Change the login password; every session ends and a new token is returned',
  body: z.object({ oldPassword: text(128, 1), ...NewPassword }),
  value: z.object({ token: z.string() }),
});

export const forgotPasswordByEmail = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/member/password/email',
  tag,
  form: true,
  summary: 'Forgot password: e-mails a one-time reset link when username and email match',
  body: z.object({ username: text(64, 1), email: Email }),
  value: z.null(),
});

export const resetPasswordByEmail = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/member/password/reset',
  tag,
  encrypted: true,
  summary: 'Sets a new password with the one-time link of the reset e-mail',
  body: z.object({ resetToken: text(128, 16), ...NewPassword }),
  value: z.null(),
});

export const setPasswordByPhone = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/member/password/verification',
  tag,
  encrypted: true,
  summary: 'Forgot password by phone (CHNGPASSVERIF3): SMS code, new password, logs in',
  body: z.object({ ...MobileCode, ...NewPassword }),
  value: LoginResult,
});

export const firstLogin = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/member/firstLogin',
  tag,
  token: true,
  summary: 'Marks the first login of an account made by an agent or operator as seen',
  body: z.object({}),
  value: z.null(),
});

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
