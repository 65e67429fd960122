import { getHotGames, type QueryOf } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client.ts';
import { i18next } from '../../../lib/i18n/index.ts';

export type HotGamesQuery = QueryOf<typeof getHotGames>;

/** Hot games (no login needed): the /hot lobby, and what a visitor sees in a vendor tab. */
export const hotGamesQuery = (query: HotGamesQuery) => {
  const withLanguage = { language: i18next.language, ...query };
  return queryOptions({
    queryKey: ['games', 'hot', withLanguage],
    queryFn: ({ signal }) => call(getHotGames, { query: withLanguage }, { signal }),
  });
};

export const useHotGames = (query: HotGamesQuery, enabled = true) => {
  const { language } = useTranslation().i18n;
  return useQuery({ ...hotGamesQuery({ language, ...query }), enabled });
};
