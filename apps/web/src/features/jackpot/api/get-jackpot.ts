import { getJackpot, type ValueOf } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export type Jackpot = ValueOf<typeof getJackpot>;

/** How often the pool is asked again while a page shows it (and the tab is visible). */
export const JACKPOT_POLL_MS = 10_000;

/** The progressive jackpot (decision 035): the pool, how it is fed and won, the last winners. */
export const jackpotQuery = () =>
  queryOptions({
    queryKey: ['jackpot'],
    queryFn: ({ signal }) => call(getJackpot, {}, { signal }),
    staleTime: JACKPOT_POLL_MS / 2,
  });

/**
 * The jackpot as the header, the slots lobby and the home page show it: one query for all
 * of them, asked every 10 s while the tab is visible (TanStack Query skips an interval's
 * call in a hidden tab, and each answer restarts every watcher's interval, so several
 * figures on a page still make one call). `jackpot` is undefined while the brand has it
 * off or the last answer failed: the figure is then hidden rather than stale.
 */
export function useJackpot() {
  const query = useQuery({ ...jackpotQuery(), refetchInterval: JACKPOT_POLL_MS });
  const jackpot = query.isError ? undefined : query.data;
  return {
    jackpot: jackpot?.enabled ? jackpot : undefined,
    pending: query.isPending,
  };
}
