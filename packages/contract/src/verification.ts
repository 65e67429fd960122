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

export const sendLoginSms = defineCall({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  tag,
  summary: 'SMS code for login by mobile and for password reset by phone',
  body: z.object(MobileFields),
  value: CodeSent,
});

export const sendRegisterSms = defineCall({
  method: 'POST',
  path: '/wps/verification/sms/register',
  tag,
  summary: 'SMS code for registration (REGMOBVERF3)',
  body: z.object({
    mobileNo: MobileNumber,
    countryDialingCode: DialingCode,
    /** The username variant sends the username it is registering. */
    username: z.optional(text(64)),
    captcha: z.optional(text(16)),
    captchaKey: z.optional(CaptchaKey),
  }),
  value: CodeSent,
});

export const sendBindSms = defineCall({
  method: 'POST',
  path: '/wps/verification/sms/member',
  tag,
  refuseTrial: true,
  summary: 'SMS code to bind or change the mobile number of the logged-in member',
  body: z.object(MobileFields),
  value: CodeSent,
});

export const sendBindEmail = defineCall({
  method: 'POST',
  path: '/wps/verification/email',
  tag,
  refuseTrial: true,
  summary: 'E-mail code to bind or change the e-mail address of the logged-in member',
  body: z.object({ email: Email }),
  value: CodeSent,
});
