import { useEffect } from 'react';
import { useSession } from '../../../lib/session-store.ts';
import { rememberedLogin } from '../api/login.ts';
import { readRemembered, stopRemembering } from './remember-me.ts';
import { useFinishLogin } from './use-finish-login.ts';

/** One try per page load: two tries would race for the one-use cookie. */
let tried = false;

/**
 * Product §4 remember me: a visitor with no session who ticked it within the day is logged
 * in again by the server's remember cookie. Refused (logged out elsewhere, password
 * changed), the site stops trying until the next login that ticks it; the username stays.
 */
export function useRememberedLogin() {
  const finish = useFinishLogin();
  useEffect(() => {
    if (tried || useSession.getState().token || !readRemembered().remember) return;
    tried = true;
    rememberedLogin().then(
      (result) => finish(result, { type: 'remember' }),
      () => stopRemembering(),
    );
  }, [finish]);
}
