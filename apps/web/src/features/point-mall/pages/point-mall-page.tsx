import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useLoggedIn } from '../../../lib/session-store.ts';
import { pointRates } from '../model/point-rates.ts';
import styles from './point-mall-page.module.css';

/** /pointMall (no side menu): how points are earned; redeeming arrives with the points issue. */
export function PointMallPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const loggedIn = useLoggedIn();
  const openDialog = useDialogs((s) => s.openDialog);
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <header className={styles.hero}>
        <h1 id={headingId}>{t('app_points_title')}</h1>
        <p>{t('app_points_intro')}</p>
        {!loggedIn && (
          <button type="button" className={styles.cta} onClick={() => openDialog('login')}>
            {t('app_points_login')}
          </button>
        )}
      </header>
      <h2 className={styles.subtitle}>{t('app_points_rates_title')}</h2>
      <ul className={styles.rates}>
        {pointRates.map((r) => (
          <li key={r.category} className={styles.rate}>
            <span>{t(r.labelKey)}</span>
            <strong dir="ltr">×{r.rate.toFixed(2)}</strong>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{t('app_points_rates_note')}</p>
      <p className={styles.note}>{t('app_points_never_expire')}</p>
    </section>
  );
}
