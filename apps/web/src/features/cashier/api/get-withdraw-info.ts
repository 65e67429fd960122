import { getWithdrawInfo } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Limits, withdrawable balance, turnover still to play, payment password and bound accounts. */
export const withdrawInfoQuery = () =>
  queryOptions({
    queryKey: ['cashier', 'withdrawInfo'],
    queryFn: ({ signal }) => call(getWithdrawInfo, {}, { signal }),
  });

export const useWithdrawInfo = () => useQuery(withdrawInfoQuery());
