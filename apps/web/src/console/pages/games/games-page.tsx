import { useTranslation } from 'react-i18next';
import styles from '../page.module.css';

/** The console's games page (issue 19). */
export default function GamesPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('cs_nav_games')}</h1>
    </div>
  );
}
