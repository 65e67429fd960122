import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import page from '../page.module.css';

/** A member's new password, shown this once: copy it, give it to them, then hide it. */
export function NewPassword({
  account,
  password,
  onHide,
}: {
  account: string;
  password: string;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className={page.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('cs_pw_title', { account })}</h3>
      <p>
        <code className={page.secret}>{password}</code>
      </p>
      <p className={page.error}>{t('cs_pw_once')}</p>
      <div className={page.form}>
        <button type="button" className={page.primary} onClick={() => void copy()}>
          {t('cs_pw_copy')}
        </button>
        <button type="button" className={page.secondary} onClick={onHide}>
          {t('cs_pw_hide')}
        </button>
      </div>
      <p role="status" className={page.muted}>
        {copied === true && t('cs_pw_copied')}
        {copied === false && t('cs_pw_copy_failed')}
      </p>
    </section>
  );
}
