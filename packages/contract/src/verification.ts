import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import {
  CaptchaKey,
  CodeSent,
  DialingCode,
  Email,
  MobileFields,
  MobileNumber,
  text,
} from './fields.ts';

const tag = 'verification';

/**
 * The image captcha a code to a phone needs (decision 019): each one is a paid SMS, so a
 * script must solve one picture per message. One try uses the captcha up.
 */
const CodeCaptcha = { captcha: text(16, 1), captchaKey: CaptchaKey };

export const sendLoginSms = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  tag,
  summary:
    'SMS code for login by mobile and for password reset by phone; needs a solved image ' +
    'captcha and a dialing code of the brand',
  body: z.object({ ...MobileFields, ...CodeCaptcha }),
  value: CodeSent,
});

export const sendRegisterSms = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/verification/sms/register',
  tag,
  summary:
    'SMS code for registration (REGMOBVERF3); needs a solved image captcha and a dialing ' +
    'code of the brand',
  body: z.object({
    mobileNo: MobileNumber,
    countryDialingCode: DialingCode,
    /** The username variant sends the username it is registering. */
    username: z.optional(text(64)),
    ...CodeCaptcha,
  }),
  value: CodeSent,
});

export const sendBindSms = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/verification/sms/member',
  tag,
  refuseTrial: true,
  summary: 'SMS code to bind or change the mobile number of the logged-in member',
  body: z.object(MobileFields),
  value: CodeSent,
});

export const sendBindEmail = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/verification/email',
  tag,
  refuseTrial: true,
  summary: 'E-mail code to bind or change the e-mail address of the logged-in member',
  body: z.object({ email: Email }),
  value: CodeSent,
});
