import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showWarning } from '../../../components/ui/index.ts';
import { useSession } from '../../../lib/session-store.ts';
import styles from './side-menu.module.css';

/**
 * Spec §4 logout: confirm (in_sure_logout), then leave to '/'. The accounts issue adds
 * the logout call and the rest of the clean-up to the confirm step.
 */
export function LogoutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setToken = useSession((s) => s.setToken);
  const confirm = () =>
    showWarning({
      icon: 'warning',
      title: t('in_sure_logout'),
      buttons: [
        { label: t('in_more_cancel') },
        {
          label: t('in_increase_submit'),
          onClick: () => {
            setToken(null);
            navigate('/');
          },
        },
      ],
    });
  return (
    <button type="button" className={styles.item} onClick={confirm}>
      {t('side_logout')}
    </button>
  );
}
