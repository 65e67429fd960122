import { useTranslation } from 'react-i18next';
import styles from './panel.module.css';

export interface FormResultProps {
  /** The change went through: 'Saved' (or `done`) is announced politely. */
  success?: boolean;
  done?: string;
  /** A client-side problem (mismatch, wrong file) or the server's ApiError message. */
  error?: string | null;
}

/**
 * The outcome of one section's change. The status region is always there, so its new
 * text is announced; an error is an alert.
 */
export function FormResult({ success = false, done, error }: FormResultProps) {
  const { t } = useTranslation();
  return (
    <>
      <p role="status" className={styles.success}>
        {success && !error ? (done ?? t('mc_saved')) : ''}
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}
