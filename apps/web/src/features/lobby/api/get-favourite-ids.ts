import { getFavoriteGames } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { sessionCached } from '../../../lib/session-cache.ts';
import { useSession } from '../../../lib/session-store.ts';

export const FAVOURITES_CACHE = 'favoriteGames';

/**
 * The ids behind every tile's heart (product §7: cached in the session; logout clears it).
 * Only asked when logged in.
 */
export const favouriteIdsQuery = () =>
  queryOptions({
    queryKey: ['games', 'favouriteIds'],
    ...sessionCached(FAVOURITES_CACHE, () => call(getFavoriteGames)),
  });

export function useFavouriteIds(): ReadonlySet<number> {
  const loggedIn = useSession((s) => s.token !== null);
  const { data } = useQuery({ ...favouriteIdsQuery(), enabled: loggedIn });
  return new Set(loggedIn ? (data?.gameIds ?? []) : []);
}
