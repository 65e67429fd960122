import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/index.ts';
import { useLoggedIn } from '../../../lib/session-store.ts';
import { useFavouriteList } from '../api/get-favourite-list.ts';
import { useHotGames } from '../api/get-hot-games.ts';
import { useFavouriteToggle } from '../hooks/use-favourite-toggle.ts';
import type { Game, PlayMode } from '../model/launch.ts';
import styles from './game-browser.module.css';
import { GameGrid } from './game-grid.tsx';
import { LoginPrompt } from './login-prompt.tsx';

interface Props {
  kind: 'hot' | 'fav';
  title: string;
  onPlay: (game: Game, mode: PlayMode) => void;
}

/** The /hot and /fav lobbies: one list across vendors (favourites need a login). */
export function GameCollection({ kind, title, onPlay }: Props) {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const [pageNo, setPageNo] = useState(1);
  const { favourites, toggle } = useFavouriteToggle();
  const hot = useHotGames({ isPlatform: '2' }, kind === 'hot');
  const fav = useFavouriteList({ pageNo, pageSize: 24 }, kind === 'fav' && loggedIn);

  if (kind === 'fav' && !loggedIn) {
    return <LoginPrompt message={t('games_login_for_favourites')} />;
  }
  const games = kind === 'hot' ? (hot.data?.list ?? []) : (fav.data?.games ?? []);
  const loading = kind === 'hot' ? hot.isPending : fav.isPending;
  const totalPages = kind === 'fav' ? (fav.data?.totalPages ?? 1) : 1;
  return (
    <div className={styles.browser}>
      <GameGrid
        games={games}
        label={title}
        favourites={favourites}
        onFavourite={loggedIn ? toggle : undefined}
        onPlay={onPlay}
        loading={loading}
      />
      {totalPages > 1 && (
        <Pagination page={pageNo} totalPages={totalPages} onChange={setPageNo} label={title} />
      )}
    </div>
  );
}
