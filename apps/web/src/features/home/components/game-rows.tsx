import { useTranslation } from 'react-i18next';
import { useGameList, useHotGames, useLaunch } from '../../lobby/index.ts';
import { BigWinsTicker } from './big-wins-ticker.tsx';
import { GameRow } from './game-row.tsx';
import styles from './game-rows.module.css';

/** Tiles per row: enough to scroll through on a desktop, few enough to load fast. */
const ROW_SIZE = 12;

/**
 * The home page's games: today's big wins, the hot slots and the newest slots as rows of
 * artwork tiles that open the game as the lobby does. Slots only, so a click always
 * opens a game (no vendor list or room to pick first). Its own chunk, with the lobby's
 * texts, loaded after the page's main image (decision 025).
 */
export default function GameRows() {
  const { t } = useTranslation();
  const { play } = useLaunch();
  const hot = useHotGames({ isPlatform: '2', gameType: 'RNG' });
  const newest = useGameList({ gameType: 'RNG', sort: 'newest', pageNo: 1, pageSize: ROW_SIZE });
  return (
    <div className={styles.rows}>
      <BigWinsTicker />
      <GameRow
        title={t('home_hot_title')}
        games={(hot.data?.list ?? []).slice(0, ROW_SIZE)}
        loading={hot.isPending}
        more="/hot"
        onPlay={play}
      />
      <GameRow
        title={t('home_new_title')}
        games={newest.data?.games ?? []}
        loading={newest.isPending}
        more="/rng"
        onPlay={play}
      />
    </div>
  );
}
