import { getPlayerAvatars } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** The STATIC avatars a member may pick; the list changes only with a deploy. */
export const playerAvatarsQuery = () =>
  queryOptions({
    queryKey: ['member', 'avatars'],
    queryFn: ({ signal }) => call(getPlayerAvatars, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePlayerAvatars = () => useQuery(playerAvatarsQuery());
