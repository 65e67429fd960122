import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useFeature } from '../../system/index.ts';
import styles from './auth-buttons.module.css';

/**
 * Product §2 logged out: login; register only with DIRECTREG3; a switch to mobile
 * (verification-code) login only with MOBILEVERCODELOGIN3.
 */
export function LoggedOutActions({
  className,
  collapseSwitch = false,
}: {
  className?: string;
  /** Hide the mobile-login switch on phones (the header; the side menu still has it). */
  collapseSwitch?: boolean;
}) {
  const { t } = useTranslation();
  const openDialog = useDialogs((s) => s.openDialog);
  const directRegister = useFeature('DIRECTREG3');
  const codeLogin = useFeature('MOBILEVERCODELOGIN3');
  return (
    <div
      className={`${styles.actions} ${collapseSwitch ? styles.collapse : ''} ${className ?? ''}`}
    >
      <button
        type="button"
        className={styles.secondary}
        onClick={() => openDialog('login', 'username')}
      >
        {t('hd_login')}
      </button>
      {directRegister && (
        <button type="button" className={styles.primary} onClick={() => openDialog('register')}>
          {t('hd_register')}
        </button>
      )}
      {codeLogin && (
        <button type="button" className={styles.text} onClick={() => openDialog('login', 'sms')}>
          {t('hd_login_mobile')}
        </button>
      )}
    </div>
  );
}
