import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Game, GameTile, type PlayMode } from '../../lobby/index.ts';
import styles from './game-row.module.css';

interface Props {
  title: string;
  games: readonly Game[];
  loading: boolean;
  /** The lobby that lists them all. */
  more: string;
  onPlay: (game: Game, mode: PlayMode) => void;
}

/**
 * A row of game tiles with their artwork that scrolls sideways (by touch, the wheel or
 * the keyboard once focused), its heading and the way to the lobby that has them all.
 * Nothing while the list is empty; placeholders of the tiles' size while it loads.
 */
export function GameRow({ title, games, loading, more, onPlay }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  if (!loading && games.length === 0) return null;
  return (
    <section className={styles.row} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <Link to={more} className={styles.more}>
          {t('home_see_all')}
        </Link>
      </div>
      {loading ? (
        <div className={styles.tiles} role="status" aria-label={t('home_games_loading')}>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className={styles.placeholder} />
          ))}
        </div>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list takes the focus so the keyboard can scroll it
        <ul className={styles.tiles} aria-labelledby={headingId} tabIndex={0}>
          {games.map((game) => (
            <li key={game.gameId} className={styles.item}>
              <GameTile game={game} favourite={false} onPlay={onPlay} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
