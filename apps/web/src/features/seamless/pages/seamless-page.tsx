import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './seamless-page.module.css';

const points = ['app_seamless_point_1', 'app_seamless_point_2', 'app_seamless_point_3'];

/** /seamless (header only): what the seamless wallet means for the player. */
export function SeamlessPage() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h1 id={headingId}>{t('app_seamless_title')}</h1>
      <p>{t('app_seamless_intro')}</p>
      <ul>
        {points.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </section>
  );
}
