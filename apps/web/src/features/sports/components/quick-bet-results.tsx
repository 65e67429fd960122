import { useTranslation } from 'react-i18next';
import { isQuickKey } from '../model/quick-bet.ts';
import styles from './bet-slip.module.css';
import { useBook } from './book-context.tsx';
import { SendingStatus } from './sending-status.tsx';
import { SlipResults } from './slip-results.tsx';

const QUICK_SHOWN = 3;

/**
 * Quick bets being sent and what became of them, kept in sight above the phone's slip bar
 * (the slip itself is folded there): a tap on a price is answered where the player is.
 */
export function QuickBetResults() {
  const { t } = useTranslation();
  const { placing } = useBook();
  const { results, sending, retry, dismiss } = placing;
  // The last few only: every bet placed is in my bets.
  const quick = results.filter((r) => isQuickKey(r.key)).slice(-QUICK_SHOWN);
  const sendingQuick = sending !== null && isQuickKey(sending.key);
  if (quick.length === 0 && !sendingQuick) return null;
  return (
    <div className={styles.quickResults}>
      {sendingQuick && <SendingStatus bet={sending} />}
      <SlipResults
        label={t('sb_quick_results')}
        results={quick}
        busy={sending !== null}
        onRetry={(r) => void retry(r)}
        onDismiss={dismiss}
      />
    </div>
  );
}
