import { getGameList, type QueryOf } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { i18next } from '../../../lib/i18n/index.ts';
import { pagedQuery, usePagedQuery } from '../../../lib/paged-query.ts';

export type GameListQuery = QueryOf<typeof getGameList>;

/**
 * A page of one lobby tab: vendor, category, classify, name search and filters; game
 * names in the site's language (where the vendor gave them).
 */
export const gameListQuery = (query: GameListQuery) =>
  pagedQuery(['games', 'list'], getGameList, { language: i18next.language, ...query });

export const useGameList = (query: GameListQuery, enabled = true) => {
  const { language } = useTranslation().i18n;
  return usePagedQuery({ ...gameListQuery({ language, ...query }), enabled });
};
