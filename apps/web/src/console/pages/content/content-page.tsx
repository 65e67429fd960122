import { useTranslation } from 'react-i18next';
import styles from '../page.module.css';

/** The console's content page (issue 19). */
export default function ContentPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('cs_nav_content')}</h1>
    </div>
  );
}
