import { useTranslation } from 'react-i18next';
import styles from './login.module.css';

/** The recovery codes, shown once after enrolment; the console opens when they are kept. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.form}>
      <p>{t('cs_recovery_intro')}</p>
      <ul className={styles.codes} aria-label={t('cs_recovery_codes')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.primary} onClick={onDone}>
        {t('cs_recovery_kept')}
      </button>
    </div>
  );
}
