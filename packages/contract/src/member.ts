import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { Email, MobileFields, text, VerificationCode } from './fields.ts';
import { MemberInfo } from './member-info.ts';

const tag = 'member';

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

/** A mobile number with the SMS code sent to it (the security centre binds one too). */
export const MobileCode = { ...MobileFields, verificationCode: VerificationCode };

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
