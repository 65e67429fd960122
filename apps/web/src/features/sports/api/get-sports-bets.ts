import { getSportsBets, type SportsBetView } from '@gamehall/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type * as z from 'zod/mini';
import { call } from '../../../lib/api-client.ts';
import { useLoggedIn } from '../../../lib/session-store.ts';
import { refreshMoney } from '../../wallet/index.ts';
import { SPORTS_BETS } from './keys.ts';

export type SportsBet = z.infer<typeof SportsBetView>;
export type BetStatus = 'open' | 'settled';

/** Bets a page of my bets holds (the side column is narrow). */
export const BETS_PAGE_SIZE = 10;

/** A page of the player's bets, newest first: open (with the cash-out offer of the moment) or settled. */
export const sportsBetsQuery = (status: BetStatus, pageNo = 1) =>
  queryOptions({
    queryKey: [...SPORTS_BETS, status, pageNo],
    queryFn: ({ signal }) =>
      call(getSportsBets, { query: { status, pageNo, pageSize: BETS_PAGE_SIZE } }, { signal }),
  });

/**
 * Both lists are asked again now and then: open bets' cash-out offers follow the prices,
 * and a bet settles a moment after its last match ends (the settlement job's run).
 */
const POLL_MS = 15_000;

export function useSportsBets(status: BetStatus, pageNo = 1) {
  const loggedIn = useLoggedIn();
  const client = useQueryClient();
  const query = useQuery({
    ...sportsBetsQuery(status, pageNo),
    enabled: loggedIn,
    refetchInterval: POLL_MS,
    // Turning a page keeps the one read until the next arrives (no jump to "Loading"); the
    // other tab's list never stands in for this one (open bets shown under "Settled").
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[SPORTS_BETS.length] === status ? previous : undefined,
  });
  // The list changed (a bet left the open ones, a settled one came in): the settlement
  // paid it, so the balances (the header's) and the records are asked again.
  const mark = query.data
    ? `${query.data.total}|${query.data.bets.map((b) => `${b.id}:${b.status}`).join(',')}`
    : null;
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (mark === null) return;
    if (seen.current !== null && seen.current !== mark) void refreshMoney(client, [['records']]);
    seen.current = mark;
  }, [mark, client]);
  return query;
}
