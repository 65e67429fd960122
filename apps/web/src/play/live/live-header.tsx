import { useTranslation } from 'react-i18next';
import { type Reading, readingText } from './clock.ts';
import type { LiveRound, LiveTotals } from './get-live-state.ts';
import styles from './live.module.css';

/**
 * The round in one line: its number, the phase with its countdown (the page's status:
 * announced as it changes), and how many players are betting on it. The table's name is
 * the frame's heading.
 */
export function LiveHeader({
  round,
  reading,
  totals,
  reconnecting,
}: {
  round: LiveRound | null;
  reading: Reading;
  totals: LiveTotals | null;
  reconnecting: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.head} ${styles[reading.phase.toLowerCase()] ?? ''}`}>
      {round && <p className={styles.roundNo}>{t('live_round', { id: round.id })}</p>}
      <p role="status" aria-atomic="true" className={styles.phase}>
        {readingText(reading, t)}
      </p>
      {totals && totals.players > 0 && (
        <p className={styles.players}>{t('live_players', { count: totals.players })}</p>
      )}
      {reconnecting && <p className={styles.hint}>{t('live_reconnecting')}</p>}
    </div>
  );
}
