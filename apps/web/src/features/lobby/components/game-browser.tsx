import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/index.ts';
import { tabPageQuery, useGameList } from '../api/get-game-list.ts';
import { useFavouriteToggle } from '../hooks/use-favourite-toggle.ts';
import type { Game, PlayMode } from '../model/launch.ts';
import type { GameType } from '../model/lobbies.ts';
import styles from './game-browser.module.css';
import { GameGrid } from './game-grid.tsx';
import { LobbyFilters, type LobbyFilterValues } from './lobby-filters.tsx';

interface Props {
  /** A vendor's tab; absent for a list across vendors (the crash lobby). */
  vassalage?: string;
  vendorName: string;
  gameType?: GameType;
  gameClassify?: string;
  onPlay: (game: Game, mode: PlayMode) => void;
}

const noFilters: LobbyFilterValues = { name: '', minBet: false, lines: false };

/**
 * One vendor tab: search, filters, the games page by page (product §3 page size 24), for a
 * visitor as for a player (decision 022); a visitor's heart asks for a login.
 */
export function GameBrowser({ vassalage, vendorName, gameType, gameClassify, onPlay }: Props) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(noFilters);
  const [pageNo, setPageNo] = useState(1);
  const name = useDeferredValue(filters.name.trim());
  const { favourites, toggle } = useFavouriteToggle();
  const list = useGameList(
    tabPageQuery({ vassalage, gameType, gameClassify }, pageNo, {
      gameName: name || undefined,
      minBet: filters.minBet ? 1 : undefined,
      minLineNum: filters.lines ? 25 : undefined,
    }),
  );
  const label = t('games_of_vendor', { vendor: vendorName });

  const page = list.data;
  return (
    <div className={styles.browser}>
      <LobbyFilters
        values={filters}
        showLines={gameType === 'RNG'}
        onChange={(next) => {
          setFilters(next);
          setPageNo(1);
        }}
      />
      {page && (
        <p className={styles.count} aria-live="polite">
          {t('games_count', { count: page.total })}
        </p>
      )}
      <GameGrid
        games={page?.games ?? []}
        label={label}
        favourites={favourites}
        onFavourite={toggle}
        onPlay={onPlay}
        loading={list.isFetching}
      />
      {page && page.totalPages > 1 && (
        <Pagination
          page={pageNo}
          totalPages={page.totalPages}
          onChange={setPageNo}
          label={t('games_pages', { vendor: vendorName })}
        />
      )}
    </div>
  );
}
