import { useTranslation } from 'react-i18next';
import type { Game, PlayMode } from '../model/launch.ts';
import styles from './game-grid.module.css';
import { GameTile } from './game-tile.tsx';
import { LobbyEmpty } from './lobby-empty.tsx';

interface Props {
  games: Game[];
  /** Accessible name of the list, e.g. "Jade Reels games". */
  label: string;
  favourites: ReadonlySet<number>;
  onFavourite?: (game: Game, favourite: boolean) => void;
  onPlay: (game: Game, mode: PlayMode) => void;
  loading?: boolean;
}

/** The tiles of one list; in_no_data when it is empty (product §8). */
export function GameGrid({ games, label, favourites, onFavourite, onPlay, loading }: Props) {
  const { t } = useTranslation();
  if (games.length === 0) {
    return loading ? <p className={styles.loading}>{t('games_loading')}</p> : <LobbyEmpty />;
  }
  return (
    <ul className={styles.grid} aria-label={label} aria-busy={loading || undefined}>
      {games.map((game) => (
        <li key={game.gameId}>
          <GameTile
            game={game}
            favourite={favourites.has(game.gameId)}
            onFavourite={onFavourite}
            onPlay={onPlay}
          />
        </li>
      ))}
    </ul>
  );
}
