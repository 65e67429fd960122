import { getPopularLotteries } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** How often the board asks again: a 1-minute game draws within it. */
export const BOARD_POLL_MS = 5_000;

export const popularLotteriesQuery = () =>
  queryOptions({
    queryKey: ['lottery', 'popular'],
    queryFn: ({ signal }) => call(getPopularLotteries, { query: { count: 20 } }, { signal }),
  });

/** The in-house games with each one's draw taking bets and its last result. */
export const usePopularLotteries = () =>
  useQuery({ ...popularLotteriesQuery(), refetchInterval: BOARD_POLL_MS });
