import { launchGame, type QueryOf } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export type LaunchQuery = QueryOf<typeof launchGame>;

/**
 * The game's address for this visit. Its token works once, so the answer is neither
 * kept nor fetched again behind the player's back (focus, reconnect): a new visit of
 * /game launches anew.
 */
export const launchQuery = (query: LaunchQuery) =>
  queryOptions({
    queryKey: ['game', 'launch', query],
    queryFn: ({ signal }) => call(launchGame, { query }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useLaunch = (query: LaunchQuery, enabled: boolean) =>
  useQuery({ ...launchQuery(query), enabled });
