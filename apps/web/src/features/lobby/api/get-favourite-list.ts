import { getFavoriteGamesList, type QueryOf } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { i18next } from '../../../lib/i18n/index.ts';
import { pagedQuery, usePagedQuery } from '../../../lib/paged-query.ts';

export type FavouriteListQuery = QueryOf<typeof getFavoriteGamesList>;

/** The /fav lobby, newest favourite first, named in the site's language. */
export const favouriteListQuery = (query: FavouriteListQuery) =>
  pagedQuery(['games', 'favourites'], getFavoriteGamesList, {
    language: i18next.language,
    ...query,
  });

export const useFavouriteList = (query: FavouriteListQuery, enabled = true) => {
  const { language } = useTranslation().i18n;
  return usePagedQuery({ ...favouriteListQuery({ language, ...query }), enabled });
};
