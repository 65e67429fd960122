import { getRankList } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** How many of today's biggest wins the home page's ticker runs through. */
export const BIG_WINS = 12;

/** Today's biggest wins of settled rounds (no login needed), names masked by the server. */
export const bigWinsQuery = () =>
  queryOptions({
    queryKey: ['games', 'rank', 'DAY', BIG_WINS],
    queryFn: ({ signal }) =>
      call(getRankList, { query: { period: 'DAY', size: BIG_WINS } }, { signal }),
    staleTime: 60_000,
  });

export const useBigWins = () => useQuery(bigWinsQuery());
