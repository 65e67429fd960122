import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JackpotAmount, JackpotIcon, useJackpot } from '../../jackpot/figure.ts';
import styles from './jackpot-card.module.css';

/**
 * The home page's jackpot card (decision 035): the pool counting up, a line on how it is
 * won and the way to the slots that feed it. Its own chunk, with the lobby's texts it
 * uses, loaded by the home page after its main image; nothing while the brand has no
 * jackpot or the call fails.
 */
export default function JackpotCard() {
  const { t } = useTranslation();
  const headingId = useId();
  const { jackpot } = useJackpot();
  if (!jackpot) return null;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <JackpotIcon size={40} className={styles.icon} />
      <div className={styles.text}>
        <h2 id={headingId} className={styles.title}>
          {t('jackpot_title')}
        </h2>
        <JackpotAmount
          value={jackpot.pool}
          label={(amount) => t('jackpot_figure', { amount })}
          className={styles.figure}
        />
        <p className={styles.line}>{t('jackpot_card_text')}</p>
      </div>
      <Link to="/rng" className={styles.play}>
        {t('jackpot_card_play')}
      </Link>
    </section>
  );
}
