import type { QueryClient } from '@tanstack/react-query';
import { rememberedLogin } from '../api/login.ts';
import { stopRemembering } from './remember-me.ts';
import { finishLogin } from './use-finish-login.ts';

/**
 * Product §4 remember me, the login itself: the server's remember cookie logs the visitor
 * in again. Refused (logged out elsewhere, password changed), the site stops trying until
 * the next login that ticks it; the username stays. A chunk of its own, shared with the
 * login dialog: only a visitor who ticked it within the day downloads it.
 */
export function logInAgain(client: QueryClient, forceExpired: boolean): Promise<unknown> {
  return rememberedLogin().then(
    (result) => finishLogin(client, forceExpired, result, { type: 'remember' }),
    () => stopRemembering(),
  );
}
