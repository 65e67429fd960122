import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { newRequestId } from '../../../lib/request-id.ts';
import { recallToMain } from '../../wallet/index.ts';

/**
 * A transfer-wallet game's money goes back to the main wallet when the player leaves its
 * page: on navigating away, and as the tab closes (keepalive). Both send one requestId,
 * so the two never move it twice; a page restored from the back-forward cache starts a
 * new visit.
 */
export function useRecallOnLeave(vassalage: string | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (!vassalage) return;
    let requestId = newRequestId();
    let sent = false;
    const leave = () => {
      if (sent) return;
      sent = true;
      // Nothing to tell on failure: the money stays in the game's wallet, where the
      // wallets page and the next visit of the game show it.
      recallToMain(client, vassalage, requestId).catch(() => undefined);
    };
    const back = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      requestId = newRequestId();
      sent = false;
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
      leave();
    };
  }, [client, vassalage]);
}
