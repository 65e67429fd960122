import { getPlayerRank } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/**
 * Where the player stands on the VIP ladder (playerRank). Under 'rewards': a claim asks it
 * again, and a logout drops it with the member's other answers.
 */
export const playerRankQuery = () =>
  queryOptions({
    queryKey: ['rewards', 'rank'],
    queryFn: ({ signal }) => call(getPlayerRank, {}, { signal }),
  });

/** Asked only for a real player (`enabled`): a visitor has no token, a trial account no rank. */
export const usePlayerRank = (enabled: boolean) => useQuery({ ...playerRankQuery(), enabled });
