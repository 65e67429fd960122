import type { LoginResult } from '@gamehall/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useFeature } from '../../system/index.ts';
import { memberInfoQuery } from '../api/get-member-info.ts';
import { markFirstLogin } from '../api/login.ts';

export interface FinishOptions {
  /** The password the person typed (held in memory for the change-password dialog). */
  typedPassword?: string;
  /** sms logins never force a change of password (product §4), nor do remembered ones. */
  type: 'username' | 'sms' | 'register' | 'phoneReset' | 'freeplay' | 'remember';
}

/** Whether product §4 sends this login to a forced change of password. */
export function mustChangePassword(
  result: LoginResult,
  type: FinishOptions['type'],
  forceExpired: boolean,
) {
  if (type === 'sms' || type === 'freeplay' || type === 'remember') return false;
  return result.defaultPassword || (result.passwordExpired && forceExpired);
}

/**
 * A successful login answer, whatever the way in (product §4): token stored, first login
 * marked, dialog closed, then either the forced change of password or the member info.
 * Returns false when the answer still waits for a second verification (no token).
 */
export async function finishLogin(
  client: QueryClient,
  forceExpired: boolean,
  result: LoginResult,
  { typedPassword, type }: FinishOptions,
): Promise<boolean> {
  if (!result.token) return false;
  useSession.getState().login(result, typedPassword);
  if (result.firstTimeLogin) await markFirstLogin();
  const dialogs = useDialogs.getState();
  dialogs.close();
  if (mustChangePassword(result, type, forceExpired)) {
    dialogs.openDialog('changePassword', 'forced');
    return true;
  }
  if (result.member) client.setQueryData(memberInfoQuery().queryKey, result.member);
  else await client.fetchQuery(memberInfoQuery()).catch(() => undefined);
  return true;
}

/** finishLogin with this site's query client and the brand's expired-password switch. */
export function useFinishLogin() {
  const client = useQueryClient();
  const forceExpired = useFeature('PWDEXPFORCECHANGE3');
  return useCallback(
    (result: LoginResult, options: FinishOptions) =>
      finishLogin(client, forceExpired, result, options),
    [client, forceExpired],
  );
}
