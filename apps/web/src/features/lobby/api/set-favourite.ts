import { setFavoriteGame } from '@gamehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { storage } from '../../../lib/storage.ts';
import { FAVOURITES_CACHE, favouriteIdsQuery } from './get-favourite-ids.ts';

/**
 * Hearts a game or takes the heart away. The answer is the whole id list, which replaces
 * the cached one (memory and session storage); the /fav lobby is fetched again.
 */
export function useSetFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { gameId: number; favourite: boolean }) => call(setFavoriteGame, { body }),
    onSuccess: (value) => {
      client.setQueryData(favouriteIdsQuery().queryKey, value);
      storage.session.setJson(`cache:${FAVOURITES_CACHE}`, value);
      return client.invalidateQueries({ queryKey: ['games', 'favourites'] });
    },
  });
}
