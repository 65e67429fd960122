import { getPromotionStates } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/**
 * The player's button on each promotion (product §4) and what a claim would give. Under
 * 'rewards': a claim or an application asks it again, and a logout drops it.
 */
export const promotionStatesQuery = () =>
  queryOptions({
    queryKey: ['rewards', 'promotionStates'],
    queryFn: ({ signal }) => call(getPromotionStates, {}, { signal }),
  });

/** Asked only for a real player (`enabled`): a visitor has no token, a trial account no states. */
export const usePromotionStates = (enabled = true) =>
  useQuery({ ...promotionStatesQuery(), enabled });
