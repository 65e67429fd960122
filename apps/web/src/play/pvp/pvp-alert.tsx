import { useTranslation } from 'react-i18next';
import { PlayAlertBox, useErrorWords } from '../frame/round-alert.tsx';
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
  const words = useErrorWords();
  if (!error) return null;
  return (
    <PlayAlertBox
      text={pvpErrorText(error, t, call, words)}
      canRetry={canRetry}
      onRetry={onRetry}
    />
  );
}
