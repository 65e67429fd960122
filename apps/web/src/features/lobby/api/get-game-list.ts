import { getGameList, type QueryOf } from '@gamehall/contract';
import { pagedQuery, usePagedQuery } from '../../../lib/paged-query.ts';

export type GameListQuery = QueryOf<typeof getGameList>;

/** A page of one lobby tab: vendor, category, classify, name search and filters. */
export const gameListQuery = (query: GameListQuery) =>
  pagedQuery(['games', 'list'], getGameList, query);

export const useGameList = (query: GameListQuery, enabled = true) =>
  usePagedQuery({ ...gameListQuery(query), enabled });
