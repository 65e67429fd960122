import { opsVendorKey } from '@gamehall/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { staffCall } from '../../lib/staff-call.ts';
import { useAttempt } from '../../lib/use-attempt.ts';
import page from '../page.module.css';
import styles from './games.module.css';

/**
 * A vendor's wallet signing secret, for roles holding games.secrets: asked for when staff
 * press the button (each asking is audited), shown in a dialog with a copy button, and
 * forgotten when the dialog closes — it is never cached with the page's lists.
 */
export function VendorKey({ code, name }: { code: string; name: string }) {
  const { t } = useTranslation();
  const { busy, error, run } = useAttempt();
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const show = () =>
    run(async () => {
      setCopied(null);
      setSecret((await staffCall(opsVendorKey, { query: { vendor: code } })).secret);
    });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const close = () => {
    setSecret(null);
    setCopied(null);
  };
  return (
    <>
      <button
        type="button"
        className={page.secondary}
        disabled={busy}
        aria-label={t('cs_gm_key_show_of', { name })}
        onClick={() => void show()}
      >
        {t('cs_gm_key_show')}
      </button>
      {error && (
        <p role="alert" className={page.error}>
          {error}
        </p>
      )}
      <Dialog
        open={secret !== null}
        onClose={close}
        title={t('cs_gm_key_title', { name })}
        width={560}
        footer={
          <div className={page.form}>
            <button type="button" className={page.primary} onClick={() => void copy()}>
              {t('cs_gm_key_copy')}
            </button>
            <button type="button" className={page.secondary} onClick={close}>
              {t('cs_gm_key_close')}
            </button>
          </div>
        }
      >
        <div className={page.stack}>
          <p className={page.muted}>{t('cs_gm_key_how')}</p>
          <p>
            <code className={`${page.secret} ${styles.key}`}>{secret}</code>
          </p>
          <p className={page.error}>{t('cs_gm_key_once')}</p>
          <p role="status" className={page.muted}>
            {copied === true && t('cs_gm_key_copied')}
            {copied === false && t('cs_gm_key_copy_failed')}
          </p>
        </div>
      </Dialog>
    </>
  );
}
