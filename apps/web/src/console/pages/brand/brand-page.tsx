import { useTranslation } from 'react-i18next';
import styles from '../page.module.css';

/** The console's brand page (issue 19). */
export default function BrandPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('cs_nav_brand')}</h1>
    </div>
  );
}
