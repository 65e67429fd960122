import { useTranslation } from 'react-i18next';
import type { SlipBet } from '../model/slip-bets.ts';
import styles from './bet-slip.module.css';
import { useBook } from './book-context.tsx';

/** What the bet being sent waits for: the in-play check's seconds, or just its answer. */
export function SendingStatus({ bet }: { bet: SlipBet }) {
  const { t } = useTranslation();
  const { inPlayDelay } = useBook();
  return (
    <p role="status" className={styles.muted}>
      {bet.legs.some((l) => l.live)
        ? t('sb_checking_in_play', { seconds: inPlayDelay })
        : t('sb_placing')}
    </p>
  );
}
