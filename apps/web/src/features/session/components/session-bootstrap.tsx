import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { storage } from '../../../lib/storage.ts';
import { useCountries, useSiteConfig } from '../../system/index.ts';
import { useMemberInfo } from '../api/get-member-info.ts';
import { clearMemberQueries } from '../api/logout.ts';
import { captureAffiliate } from '../model/affiliate.ts';
import { useRememberedLogin } from '../model/use-remembered-login.ts';

/**
 * Rendered once inside the router (product §4 app start): member info when a token exists
 * (reopening the forced change-password dialog while the default password is kept),
 * the merchant values kept in sessionStorage, an ended session's data dropped, a
 * remembered visitor logged in again (remember me), and the
 * links that open a dialog (?resetToken=) or carry an invitation (?affiliateCode=).
 */
export function SessionBootstrap() {
  const mustChangePassword = useMemberInfo().data?.mustChangePassword === true;
  // Product §4: the country (dialing) codes are asked at every start.
  useCountries();
  const client = useQueryClient();
  const merchantCode = useSiteConfig().data?.merchantCode;
  const { search } = useLocation();
  useRememberedLogin();

  useEffect(() => {
    if (merchantCode) {
      storage.session.set('merchantCode', merchantCode);
      storage.session.set('merchant', merchantCode);
    }
  }, [merchantCode]);

  // A 401 or a logout anywhere clears the token: the member's answers go with it.
  useEffect(
    () =>
      useSession.subscribe((now, before) => {
        if (before.token !== null && now.token === null) clearMemberQueries(client);
      }),
    [client],
  );

  // Still on the default password (after a reload too): the forced dialog comes back.
  useEffect(() => {
    const dialogs = useDialogs.getState();
    if (mustChangePassword && dialogs.open !== 'changePassword') {
      dialogs.openDialog('changePassword', 'forced');
    }
  }, [mustChangePassword]);

  useEffect(() => {
    captureAffiliate(search);
    const resetToken = new URLSearchParams(search).get('resetToken');
    if (resetToken) useDialogs.getState().openDialog('resetPassword', resetToken);
  }, [search]);

  return null;
}
