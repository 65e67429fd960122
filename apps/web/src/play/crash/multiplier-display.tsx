import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { multiplierText, type Reading, useReading } from './clock.ts';
import styles from './crash.module.css';
import type { CrashRound } from './get-crash-state.ts';

/**
 * The round's big figure: the seconds left to bet, the multiplier rising from 1.00×, or
 * where it crashed. Its text is the page's status. While the multiplier runs it changes
 * many times a second, so screen readers are not made to announce each hundredth; the
 * countdown and the crash are announced.
 */
export function MultiplierDisplay({
  round,
  offset,
  reconnecting,
}: {
  round: CrashRound | null;
  offset: number;
  reconnecting: boolean;
}) {
  const { t } = useTranslation();
  const reading = useReading(round, offset);
  return (
    <div className={`${styles.display} ${styles[reading.phase.toLowerCase()] ?? ''}`}>
      <p
        role="status"
        aria-live={reading.phase === 'RUNNING' ? 'off' : 'polite'}
        aria-atomic="true"
        className={styles.figure}
        dir="ltr"
      >
        {statusText(reading, t)}
      </p>
      {reconnecting && <p className={styles.hint}>{t('play_crash_reconnecting')}</p>}
    </div>
  );
}

function statusText(reading: Reading, t: TFunction) {
  switch (reading.phase) {
    case 'WAITING':
      return t('play_crash_waiting');
    case 'BETTING':
      return t('play_crash_betting', { seconds: reading.seconds });
    case 'STARTING':
      return t('play_crash_starting');
    case 'RUNNING':
      return t('play_crash_multiplier', { value: multiplierText(reading.hundredths / 100) });
    case 'CRASHED':
      return t('play_crash_crashed', { value: multiplierText(reading.crashPoint) });
  }
}
