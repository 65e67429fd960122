import {
  type BodyOf,
  changePassword,
  forgotPasswordByEmail,
  resetPasswordByEmail,
  setPasswordByPhone,
} from '@gamehall/contract';
import { call } from '../../../lib/api-client.ts';

/** Every session ends; the answer carries this session's new token. */
export const changePasswordCall = (body: BodyOf<typeof changePassword>) =>
  call(changePassword, { body });

/** Form-encoded: e-mails a reset link when username and e-mail match. */
export const forgotByEmailCall = (body: BodyOf<typeof forgotPasswordByEmail>) =>
  call(forgotPasswordByEmail, { body });

export const resetByEmailCall = (body: BodyOf<typeof resetPasswordByEmail>) =>
  call(resetPasswordByEmail, { body });

/** Forgot password by phone: answers a LoginResult (automatic login). */
export const setByPhoneCall = (body: BodyOf<typeof setPasswordByPhone>) =>
  call(setPasswordByPhone, { body });
