import { useEffect } from 'react';

/** Focus and visibilitychange both fire when the player comes back: refresh once. */
const SAME_RETURN_MS = 1000;

/**
 * Calls `refresh` when the player comes back to the site, e.g. from the provider's pay
 * page: a tab switch (visibilitychange) or a popup window closing (focus).
 */
export function useRefreshOnReturn(refresh: () => void) {
  useEffect(() => {
    let last = 0;
    const onReturn = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < SAME_RETURN_MS) return;
      last = Date.now();
      refresh();
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [refresh]);
}
