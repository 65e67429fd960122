import { useTranslation } from 'react-i18next';
import styles from '../frame/frame.module.css';
import { useOpenPlaySession } from '../session/play-session.tsx';
import { type PvpCall, pvpErrorText } from './pvp-errors.ts';

/**
 * What went wrong with a call of the card room, in words (pvp-errors.ts), with a retry
 * when the request may not have reached the server.
 */
export function PvpAlert({
  error,
  call,
  canRetry = false,
  onRetry,
}: {
  error: unknown;
  call: PvpCall;
  canRetry?: boolean;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const session = useOpenPlaySession()?.session;
  if (!error) return null;
  return (
    <div role="alert" className={styles.alert}>
      <p>
        {pvpErrorText(error, t, call, {
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
