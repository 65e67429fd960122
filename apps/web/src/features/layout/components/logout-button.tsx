import { useTranslation } from 'react-i18next';
import { useLogout } from '../../session/index.ts';
import styles from './side-menu.module.css';

/** Product §4 logout: the session feature owns the confirm, the call and the clean-up. */
export function LogoutButton() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <button type="button" className={styles.item} onClick={logout}>
      {t('side_logout')}
    </button>
  );
}
