import {
  type BodyOf,
  completeLoginVerification,
  firstLogin,
  type LoginResult,
  login,
  loginByRememberToken,
  loginFreeplay,
} from '@gamehall/contract';
import { call, encryptForServer } from '../../../lib/api-client.ts';
import { randomToken } from '../model/random.ts';

export const loginCall = (body: BodyOf<typeof login>) => call(login, { body });

export const completeVerification = (body: BodyOf<typeof completeLoginVerification>) =>
  call(completeLoginVerification, { body });

/** Logs in again with the server's HttpOnly remember cookie (decision 013). */
export const rememberedLogin = () => call(loginByRememberToken, { body: {} });

/** Marks an agent-made account's first login as seen; its failure must not stop login. */
export const markFirstLogin = () => call(firstLogin, { body: {} }).catch(() => null);

/**
 * Product §4 free play: a trial account. `check` is the reversed random, encrypted with the
 * server's key, so only a real site can ask (gateway version 3).
 */
export async function freeplayLogin(): Promise<LoginResult> {
  const random = randomToken(32);
  const check = await encryptForServer({ value: [...random].reverse().join('') });
  return call(loginFreeplay, {
    body: {
      os: (navigator.platform || 'web').slice(0, 32),
      platform: 'W',
      random,
      check,
      version: 3,
    },
  });
}
