import { getWallets } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Main, bonus, held and each vendor sub-wallet; under 'wallet' so money actions refresh it. */
export const walletsQuery = () =>
  queryOptions({
    queryKey: ['wallet', 'wallets'],
    queryFn: ({ signal }) => call(getWallets, {}, { signal }),
  });

export const useWallets = () => useQuery(walletsQuery());
