import { getMerchantWallet } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { sessionCached } from '../../../lib/session-cache.ts';

/**
 * Single wallet or a sub-wallet per vendor (product §7: cached). Not under 'wallet': it is
 * the brand's setting, which no money action changes.
 */
export const merchantWalletQuery = () =>
  queryOptions({
    queryKey: ['merchantWallet'],
    ...sessionCached('merchantWallet', () => call(getMerchantWallet)),
  });

export const useMerchantWallet = () => useQuery(merchantWalletQuery());
