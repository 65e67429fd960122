import { getFavoriteGamesList, type QueryOf } from '@gamehall/contract';
import { pagedQuery, usePagedQuery } from '../../../lib/paged-query.ts';

export type FavouriteListQuery = QueryOf<typeof getFavoriteGamesList>;

/** The /fav lobby, newest favourite first. */
export const favouriteListQuery = (query: FavouriteListQuery) =>
  pagedQuery(['games', 'favourites'], getFavoriteGamesList, query);

export const useFavouriteList = (query: FavouriteListQuery, enabled = true) =>
  usePagedQuery({ ...favouriteListQuery(query), enabled });
