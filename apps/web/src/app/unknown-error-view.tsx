import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './chunk-error-view.module.css';

/** Anything else that broke a page: the product's 'Unknown error' and a way out. */
export function UnknownErrorView({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.box} role="alert" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('in_unknown_error')}
      </h2>
      <p>{t('app_unknown_error_hint')}</p>
      <button type="button" className={styles.button} onClick={onReload}>
        {t('app_reload')}
      </button>
    </section>
  );
}
