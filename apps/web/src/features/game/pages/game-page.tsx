import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './game-page.module.css';

/**
 * /game (page group byIframe): the frame a launched game plays in. Launching arrives
 * with the games issue; until then the region says how to get a game here.
 */
export function GamePage() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {t('app_game_title')}
      </h1>
      <section className={styles.frame} aria-label={t('app_game_frame')}>
        <p>{t('app_game_placeholder')}</p>
        <Link to="/index" className={styles.link}>
          {t('app_back_home')}
        </Link>
      </section>
    </section>
  );
}
