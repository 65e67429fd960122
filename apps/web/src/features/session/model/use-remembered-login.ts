import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../../lib/session-store.ts';
import { useFeature } from '../../system/index.ts';
import { readRemembered } from './remember-me.ts';

/** One try per page load: two tries would race for the one-use cookie. */
let tried = false;

/**
 * Product §4 remember me: a visitor with no session who ticked it within the day is logged
 * in again by the server's remember cookie (remembered-login.ts). The login's code loads
 * only then: the first load of every other visitor goes without it (decision 005).
 */
export function useRememberedLogin() {
  const client = useQueryClient();
  const forceExpired = useFeature('PWDEXPFORCECHANGE3');
  useEffect(() => {
    if (tried || useSession.getState().token || !readRemembered().remember) return;
    tried = true;
    // Without its chunk (offline) the cookie stays: the next page load tries again.
    import('./remembered-login.ts').then(
      (m) => m.logInAgain(client, forceExpired),
      () => undefined,
    );
  }, [client, forceExpired]);
}
