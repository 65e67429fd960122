import { useTranslation } from 'react-i18next';
import page from '../page.module.css';
import styles from './content.module.css';

/** A content form's end: save (or publish), cancel, and why the last try was refused. */
export function FormEnd({
  busy,
  submitLabel,
  onCancel,
  problem,
}: {
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
  problem: string | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.actions}>
        <button type="submit" className={page.primary} disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" className={page.secondary} onClick={onCancel}>
          {t('cs_cancel')}
        </button>
      </div>
      {problem && (
        <p role="alert" className={page.error}>
          {problem}
        </p>
      )}
    </>
  );
}
