import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** What an in-house game page posts to the site after each settled round. */
export const BALANCE_MESSAGE = 'gamehall:balance';

/**
 * The game in the frame moved money: refresh every wallet view (header, side menu) and
 * the records. Only messages from this site's own origin count.
 */
export function useBalanceMessages() {
  const client = useQueryClient();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if ((event.data as { type?: unknown } | null)?.type !== BALANCE_MESSAGE) return;
      void client.invalidateQueries({ queryKey: ['wallet'] });
      void client.invalidateQueries({ queryKey: ['records'] });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [client]);
}
