import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showWarning } from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/error-text.ts';
import { startFreePlay } from '../model/free-play.ts';
import styles from './forms.module.css';

/** Product §4 free play (FREEPLAY3): a trial account, then home. */
export function FreeplayButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      await startFreePlay(client);
      navigate('/');
    } catch (err) {
      showWarning({
        icon: 'error',
        title: errorText(err, t, 'site'),
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
