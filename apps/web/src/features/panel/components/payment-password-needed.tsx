import { useTranslation } from 'react-i18next';
import { useMemberPage } from '../../layout/index.ts';
import styles from './panel.module.css';

/** Money that leaves the wallet is proved with the payment password: set it first. */
export function PaymentPasswordNeeded() {
  const { t } = useTranslation();
  const openPage = useMemberPage();
  return (
    <div className={styles.section} role="note">
      <p className={styles.state}>{t('mn_need_payment_password')}</p>
      <button type="button" className={styles.primary} onClick={() => openPage('securityCenter')}>
        {t('mn_go_security_centre')}
      </button>
    </div>
  );
}
