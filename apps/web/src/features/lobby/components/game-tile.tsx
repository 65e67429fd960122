import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../../components/ui/index.ts';
import { imageUrl } from '../../system/index.ts';
import type { Game, PlayMode } from '../model/launch.ts';
import styles from './game-tile.module.css';

interface Props {
  game: Game;
  favourite: boolean;
  /** Absent where hearts make no sense (a visitor, the vendor popup). */
  onFavourite?: (game: Game, favourite: boolean) => void;
  onPlay: (game: Game, mode: PlayMode) => void;
}

/** One game: artwork, title and vendor, play, free trial when offered, and its heart. */
export function GameTile({ game, favourite, onFavourite, onPlay }: Props) {
  const { t } = useTranslation();
  return (
    <article className={styles.tile} aria-label={game.gameName}>
      <button
        type="button"
        className={styles.art}
        onClick={() => onPlay(game, 'real')}
        aria-label={t('games_play', { name: game.gameName })}
      >
        <LazyImage src={imageUrl(game.showIcon)} alt="" width={300} height={300} />
      </button>
      <div className={styles.info}>
        <h3 className={styles.name}>{game.gameName}</h3>
        <p className={styles.vendor}>{game.displayName}</p>
      </div>
      <div className={styles.actions}>
        {game.supportPlay === 0 && (
          <button
            type="button"
            className={styles.trial}
            onClick={() => onPlay(game, 'demo')}
            aria-label={t('games_free_trial_of', { name: game.gameName })}
          >
            {t('games_free_trial')}
          </button>
        )}
        {onFavourite && (
          <button
            type="button"
            className={styles.heart}
            aria-pressed={favourite}
            aria-label={t('games_favourite', { name: game.gameName })}
            onClick={() => onFavourite(game, !favourite)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M12 21s-7.5-4.6-9.5-9.3C1.2 8.4 3.4 5 6.8 5c2 0 3.4 1.1 4.2 2.4C11.8 6.1 13.2 5 15.2 5c3.4 0 5.6 3.4 4.3 6.7C19.5 16.4 12 21 12 21z"
                fill={favourite ? 'currentColor' : 'none'}
                stroke="currentColor"
                strokeWidth="1.8"
              />
            </svg>
          </button>
        )}
      </div>
    </article>
  );
}
