import { getPointBalance } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/**
 * The player's points. Under 'points': a redeem or a conversion asks it again, and a
 * logout drops it with the member's other answers.
 */
export const pointBalanceQuery = () =>
  queryOptions({
    queryKey: ['points', 'balance'],
    queryFn: ({ signal }) => call(getPointBalance, {}, { signal }),
  });

export const usePointBalance = () => useQuery(pointBalanceQuery());
