import { useTranslation } from 'react-i18next';
import { type ErrorContext, errorText } from '../../lib/error-text.ts';
import { useOpenPlaySession } from '../session/play-session.tsx';
import styles from './frame.module.css';

/** What an error's words need of the session: its transfer wallet and currency symbol. */
export function useErrorWords() {
  const session = useOpenPlaySession()?.session;
  return { transferWallet: session?.transferWallet, currencySymbol: session?.currencySymbol };
}

/** A game page's alert: the words of what went wrong, and a retry when it is safe. */
export function PlayAlertBox({
  text,
  canRetry = false,
  onRetry,
}: {
  text: string;
  canRetry?: boolean;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.alert}>
      <p>{text}</p>
      {canRetry && onRetry && (
        <button type="button" className={styles.secondary} onClick={onRetry}>
          {t('play_retry')}
        </button>
      )}
    </div>
  );
}

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
  const words = useErrorWords();
  if (!error) return null;
  return (
    <PlayAlertBox
      text={errorText(error, t, context, words)}
      canRetry={canRetry}
      onRetry={onRetry}
    />
  );
}
