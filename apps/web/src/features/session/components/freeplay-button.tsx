import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showWarning } from '../../../components/ui/index.ts';
import { storage } from '../../../lib/storage.ts';
import { freeplayLogin } from '../api/login.ts';
import { errorText } from '../model/errors.ts';
import { useFinishLogin } from '../model/use-finish-login.ts';
import styles from './forms.module.css';

/** Spec §4 free play (FREEPLAY3): a trial account, then home. */
export function FreeplayButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const finish = useFinishLogin();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      await finish(await freeplayLogin(), { type: 'freeplay' });
      storage.session.remove('cpw');
      storage.local.remove('cpw');
      navigate('/');
    } catch (err) {
      showWarning({
        icon: 'error',
        title: errorText(err, t('in_unknown_error')),
        buttons: [{ label: t('in_increase_submit') }],
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={styles.secondaryWide}
      onClick={start}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {t('auth_free_play')}
    </button>
  );
}
