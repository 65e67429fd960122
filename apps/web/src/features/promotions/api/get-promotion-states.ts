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

/** How often the header's rewards badge asks again while the page is open (and visible). */
export const AVAILABLE_POLL_MS = 60_000;

/**
 * The header's rewards badge (product §2): how many promotions the player can claim now.
 * A promotion becomes claimable through play and deposits made anywhere, so it is asked
 * every minute; a claim or an application asks it again at once (they invalidate
 * 'rewards'). Asked only while `enabled` (a real player).
 */
export function useAvailablePromotions(enabled: boolean): number {
  const { data } = useQuery({
    ...promotionStatesQuery(),
    enabled,
    refetchInterval: AVAILABLE_POLL_MS,
  });
  return enabled ? (data?.available ?? 0) : 0;
}
