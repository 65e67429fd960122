import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showWarning } from '../../../components/ui/index.ts';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { TRIAL_ACCOUNT, useLoggedIn, useSession } from '../../../lib/session-store.ts';

/**
 * Product §5 "Protected action": no token opens the login popup; a trial account gets the
 * in_need_true_account warning; otherwise the action runs.
 */
export function useProtected() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const accountType = useSession((s) => s.accountType);
  const openDialog = useDialogs((s) => s.openDialog);
  return useCallback(
    (action: () => void) => {
      if (!loggedIn) return openDialog('login');
      if (accountType === TRIAL_ACCOUNT) {
        return showWarning({
          icon: 'warning',
          title: t('in_need_true_account'),
          buttons: [{ label: t('in_increase_submit') }],
        });
      }
      action();
    },
    [loggedIn, accountType, openDialog, t],
  );
}

/** A protected opener of a centre dialog's page (product §2 page keys). */
function useCentrePage(dialog: 'memberCentre' | 'agentCentre') {
  const guard = useProtected();
  const openDialog = useDialogs((s) => s.openDialog);
  return useCallback(
    (page?: string) => guard(() => openDialog(dialog, page)),
    [guard, openDialog, dialog],
  );
}

/** A protected opener of one member-centre page. */
export const useMemberPage = () => useCentrePage('memberCentre');

/** A protected opener of one agent-centre page (the default one without a key). */
export const useAgentPage = () => useCentrePage('agentCentre');
