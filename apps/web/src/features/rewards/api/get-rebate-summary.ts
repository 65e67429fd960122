import { getRebateSummary } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/**
 * Cashback (manualRebate): valid bets since the last claim per category, the rates of the
 * player's VIP rank and what is due. Under 'rewards', so a claim (and every money action
 * that names it) asks it again.
 */
export const rebateSummaryQuery = () =>
  queryOptions({
    queryKey: ['rewards', 'cashback'],
    queryFn: ({ signal }) => call(getRebateSummary, {}, { signal }),
  });

export const useRebateSummary = () => useQuery(rebateSummaryQuery());
