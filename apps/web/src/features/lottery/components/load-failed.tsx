import { useTranslation } from 'react-i18next';

/** A load that failed: what could not be shown, and a retry (every lottery panel's). */
export function LoadFailed(props: { message: string; onRetry: () => void; buttonClass?: string }) {
  const { t } = useTranslation();
  return (
    <p role="alert">
      {props.message}{' '}
      <button type="button" className={props.buttonClass} onClick={props.onRetry}>
        {t('lt_retry')}
      </button>
    </p>
  );
}
