import { useTranslation } from 'react-i18next';
import { type ErrorContext, errorText } from '../../lib/error-text.ts';
import { useOpenPlaySession } from '../session/play-session.tsx';
import styles from './frame.module.css';

/**
 * What went wrong with the last action, in the page's language with what to do next (in
 * the words of `context`: crash words its bet and cash-out, a live table its chips), with
 * a retry when safe.
 */
export function RoundAlert({
  error,
  canRetry = false,
  onRetry,
  context = 'play',
}: {
  error: unknown;
  canRetry?: boolean;
  onRetry?: () => void;
  context?: Extract<ErrorContext, 'play' | 'crashBet' | 'crashCashout' | 'liveBet'>;
}) {
  const { t } = useTranslation();
  const session = useOpenPlaySession()?.session;
  if (!error) return null;
  return (
    <div role="alert" className={styles.alert}>
      <p>
        {errorText(error, t, context, {
          transferWallet: session?.transferWallet,
          currencySymbol: session?.currencySymbol,
        })}
      </p>
      {canRetry && onRetry && (
        <button type="button" className={styles.secondary} onClick={onRetry}>
          {t('play_retry')}
        </button>
      )}
    </div>
  );
}
