import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BalanceDisplay } from '../../wallet/index.ts';
import styles from './game-player.module.css';

/** React Router keeps the position in its history stack as `idx` on history.state. */
const cameFromThisSite = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * A launched game. On a phone it takes the whole viewport over the site's header, with a
 * thin bar to go back and the balance, so the game page lays itself out in the full
 * height whichever way the phone is turned; on a desktop it fills the width and the
 * height left under the header.
 */
export function GamePlayer({
  title,
  src,
  tools,
}: {
  title: string;
  src: string;
  /** Actions of the page around the game, in the bar (moving money into its wallet). */
  tools?: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const navigate = useNavigate();
  const back = () => {
    if (cameFromThisSite()) void navigate(-1);
    else void navigate('/index');
  };
  return (
    <section className={styles.player} aria-labelledby={headingId}>
      <div className={styles.bar}>
        <button type="button" className={styles.back} onClick={back}>
          <span aria-hidden="true">‹</span> {t('app_game_back')}
        </button>
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        {tools}
        <BalanceDisplay className={styles.balance} />
      </div>
      <iframe
        className={styles.game}
        title={t('app_game_frame')}
        src={src}
        allow="autoplay; fullscreen"
        allowFullScreen
      />
    </section>
  );
}
