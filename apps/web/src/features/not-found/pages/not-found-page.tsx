import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './not-found-page.module.css';

/** Unknown paths (product §2: unsupported routes are not an error) get a friendly way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id={headingId} className={styles.title}>
        {t('app_not_found_title')}
      </h1>
      <p className={styles.text}>{t('app_not_found_text')}</p>
      <Link to="/index" className={styles.home}>
        {t('app_back_home')}
      </Link>
    </section>
  );
}
