import { useTranslation } from 'react-i18next';
import styles from '../page.module.css';

/** The console's agents page (issue 19). */
export default function AgentsPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('cs_nav_agents')}</h1>
    </div>
  );
}
