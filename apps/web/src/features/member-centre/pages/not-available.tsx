import { useTranslation } from 'react-i18next';
import styles from '../components/panel.module.css';

/**
 * Cashback, reward centre, referral, missions and messages come with later issues; until
 * then their entries say so instead of showing an empty or made-up list.
 */
export function NotAvailable() {
  const { t } = useTranslation();
  return (
    <div className={styles.section}>
      <p className={styles.state}>{t('mc_not_available')}</p>
      <p className={styles.hint}>{t('mc_not_available_hint')}</p>
    </div>
  );
}
