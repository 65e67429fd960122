import { getSportsBets, type SportsBetView } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { call } from '../../../lib/api-client.ts';
import { useLoggedIn } from '../../../lib/session-store.ts';
import { SPORTS_BETS } from './keys.ts';

export type SportsBet = z.infer<typeof SportsBetView>;
export type BetStatus = 'open' | 'settled';

/** The player's newest bets, open (with the cash-out offer of the moment) or settled. */
export const sportsBetsQuery = (status: BetStatus) =>
  queryOptions({
    queryKey: [...SPORTS_BETS, status],
    queryFn: ({ signal }) =>
      call(getSportsBets, { query: { status, pageNo: 1, pageSize: 20 } }, { signal }),
  });

/**
 * Both lists are asked again now and then: open bets' cash-out offers follow the prices,
 * and a bet settles a moment after its last match ends (the settlement job's run).
 */
const POLL_MS = 15_000;

export function useSportsBets(status: BetStatus) {
  const loggedIn = useLoggedIn();
  return useQuery({
    ...sportsBetsQuery(status),
    enabled: loggedIn,
    refetchInterval: POLL_MS,
  });
}
