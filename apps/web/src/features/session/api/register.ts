import { checkAffiliate, type RegisterBody, register, registerMobile } from '@gamehall/contract';
import { call } from '../../../lib/api-client.ts';

export const registerCall = (kind: 'register' | 'registerMobile', body: RegisterBody) =>
  call(kind === 'register' ? register : registerMobile, { body });

/** Whether an invitation code belongs to an active agent. */
export const affiliateValid = (code: string) =>
  call(checkAffiliate, { query: { code, domain: window.location.host } }).then((v) => v.valid);
