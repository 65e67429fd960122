import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../lib/dialog-store.ts';
import styles from './login-prompt.module.css';

/** Why a visitor sees less, and the button that opens the login dialog. */
export function LoginPrompt({ message }: { message: string }) {
  const { t } = useTranslation();
  const openDialog = useDialogs((s) => s.openDialog);
  return (
    <div className={styles.prompt}>
      <p>{message}</p>
      <button
        type="button"
        className={styles.button}
        onClick={() => openDialog('login', 'username')}
      >
        {t('app_game_login_button')}
      </button>
    </div>
  );
}
