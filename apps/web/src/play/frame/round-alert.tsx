import { useTranslation } from 'react-i18next';
import { errorText } from '../session/play-error.ts';
import { useOpenPlaySession } from '../session/play-session.tsx';
import styles from './frame.module.css';

/**
 * What went wrong with the last action, in the page's language with what to do next (or
 * the game's own words, through `describe`), with a retry when safe.
 */
export function RoundAlert({
  error,
  canRetry = false,
  onRetry,
  describe,
}: {
  error: unknown;
  canRetry?: boolean;
  onRetry?: () => void;
  describe?: (error: unknown) => string | undefined;
}) {
  const { t } = useTranslation();
  const session = useOpenPlaySession()?.session;
  if (!error) return null;
  return (
    <div role="alert" className={styles.alert}>
      <p>
        {describe?.(error) ??
          errorText(error, t, {
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
