import { getGameList, type QueryOf } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { i18next } from '../../../lib/i18n/index.ts';
import { pagedQuery, usePagedQuery } from '../../../lib/paged-query.ts';
import type { GameType } from '../model/lobbies.ts';

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

/** What one lobby tab lists: a vendor's games of a category, or one classify across vendors. */
export interface LobbyTab {
  vassalage?: string;
  gameType?: GameType;
  gameClassify?: string;
}

/** The crash lobby's one list (product §2 /rng?gameClassify=Crash). */
export const CRASH_TAB: LobbyTab = { gameType: 'RNG', gameClassify: 'Crash' };

/** A page of a lobby tab with its filters, as the lobby asks for it (product §3 page size 24). */
export const tabPageQuery = (
  tab: LobbyTab,
  pageNo: number,
  filters: Pick<GameListQuery, 'gameName' | 'minBet' | 'minLineNum'> = {},
): GameListQuery => ({
  clientType: '3',
  platform: 'flash,html5-desktop',
  ...tab,
  ...filters,
  pageNo,
  pageSize: 24,
});
