import { useTranslation } from 'react-i18next';
import { BalanceDisplay } from '../../wallet/index.ts';
import { useMemberPage } from '../hooks/use-protected.ts';
import styles from './auth-buttons.module.css';
import { AvatarMenu } from './avatar-menu.tsx';

/**
 * Product §2 logged in: balance (refresh, hide), deposit, withdraw and the avatar menu. The
 * money buttons go through useMemberPage, so a trial account only gets the product §5 warning.
 */
export function LoggedInActions({ className }: { className?: string }) {
  const { t } = useTranslation();
  const openPage = useMemberPage();
  return (
    <div className={`${styles.actions} ${styles.loggedIn} ${className ?? ''}`}>
      <BalanceDisplay className={styles.balance} />
      <button type="button" className={styles.primary} onClick={() => openPage('depositv2')}>
        {t('in_increase_deposit')}
      </button>
      <button
        type="button"
        className={`${styles.secondary} ${styles.wide}`}
        onClick={() => openPage('withdraw')}
      >
        {t('in_increase_withdrawal')}
      </button>
      <AvatarMenu />
    </div>
  );
}
