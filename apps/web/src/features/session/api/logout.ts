import { logout } from '@gamehall/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showWarning } from '../../../components/ui/index.ts';
import { call } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { storage } from '../../../lib/storage.ts';

/** Brand values that survive the sessionStorage wipe of a logout (product §4). */
const KEPT = ['merchant', 'merchantCode'];
const KEPT_CACHES = /^cache:(siteConfig|whitelabel|registerSettings|routers|indexNotice)/;

function keptEntries(): [string, string][] {
  const kept: [string, string][] = [];
  try {
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i);
      if (key && (KEPT.includes(key) || KEPT_CACHES.test(key))) {
        kept.push([key, sessionStorage.getItem(key) ?? '']);
      }
    }
  } catch {
    /* storage unavailable: nothing to keep */
  }
  return kept;
}

/** Every answer that belongs to the member goes; the brand's system data stays. */
export function clearMemberQueries(client: QueryClient) {
  client.removeQueries({ predicate: (q) => q.queryKey[0] !== 'system' });
}

/**
 * Ends the session here whatever the server said: storage, store and cached answers. When
 * the server ended it already (a break, a session time limit), it is not asked to.
 */
export async function endSession(client: QueryClient, { endedByServer = false } = {}) {
  if (!endedByServer) await call(logout).catch(() => undefined);
  const kept = keptEntries();
  try {
    sessionStorage.clear();
  } catch {
    /* storage unavailable */
  }
  for (const [key, value] of kept) storage.session.set(key, value);
  useSession.getState().clear();
  clearMemberQueries(client);
}

/** Product §4 logout: confirm (in_sure_logout), call logout, clean up, go to '/'. */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  return useCallback(() => {
    showWarning({
      icon: 'warning',
      title: t('in_sure_logout'),
      buttons: [
        { label: t('in_more_cancel') },
        {
          label: t('in_increase_submit'),
          onClick: () => {
            void endSession(client).then(() => navigate('/'));
          },
        },
      ],
    });
  }, [t, navigate, client]);
}
