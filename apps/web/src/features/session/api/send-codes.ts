import {
  type BodyOf,
  sendLoginSms,
  sendLoginVerificationCode,
  sendRegisterSms,
} from '@gamehall/contract';
import { call } from '../../../lib/api-client.ts';

/* The code requests behind CodeButton: each answers CodeSent (product §3 SMS code request). */

/** Login by mobile and password reset by phone. */
export const requestLoginSms = (body: BodyOf<typeof sendLoginSms>) => call(sendLoginSms, { body });

/** Registration (REGMOBVERF3). */
export const requestRegisterSms = (body: BodyOf<typeof sendRegisterSms>) =>
  call(sendRegisterSms, { body });

/** The second verification of a login from a new IP. */
export const requestLoginVerificationCode = (body: BodyOf<typeof sendLoginVerificationCode>) =>
  call(sendLoginVerificationCode, { body });
