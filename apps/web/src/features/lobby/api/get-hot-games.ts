import { getHotGames, type QueryOf } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export type HotGamesQuery = QueryOf<typeof getHotGames>;

/** Hot games (no login needed): the /hot lobby, and what a visitor sees in a vendor tab. */
export const hotGamesQuery = (query: HotGamesQuery) =>
  queryOptions({
    queryKey: ['games', 'hot', query],
    queryFn: ({ signal }) => call(getHotGames, { query }, { signal }),
  });

export const useHotGames = (query: HotGamesQuery, enabled = true) =>
  useQuery({ ...hotGamesQuery(query), enabled });
