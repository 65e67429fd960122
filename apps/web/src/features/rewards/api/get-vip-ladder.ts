import { getVipLadder } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/**
 * The brand's VIP ladder (the /vip page), the same for everyone: kept under 'system' like
 * the brand's other settings, so a logout does not drop it.
 */
export const vipLadderQuery = () =>
  queryOptions({
    queryKey: ['system', 'vipLadder'],
    queryFn: ({ signal }) => call(getVipLadder, {}, { signal }),
  });

export const useVipLadder = () => useQuery(vipLadderQuery());
