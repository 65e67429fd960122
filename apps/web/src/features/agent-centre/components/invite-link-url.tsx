import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../components/ui/index.ts';
import { Field, panelStyles, useCopy } from '../../panel/index.ts';
import styles from './team.module.css';

/** The registration page with an invitation code filled in. */
export const inviteUrl = (code: string) =>
  `${window.location.origin}/register?affiliateCode=${encodeURIComponent(code)}`;

/**
 * A registration link: its address to read and select, a copy button (with a fallback
 * when the browser refuses the clipboard) and its QR code on demand (drawn by the server).
 */
export function InviteLinkUrl({ code }: { code: string }) {
  const { t } = useTranslation();
  const url = inviteUrl(code);
  const qrId = useId();
  const { box, state: copy, copy: copyUrl } = useCopy(url);
  const [qr, setQr] = useState(false);

  return (
    <div ref={box} className={styles.linkUrl}>
      <Field
        label={t('at_link_url')}
        value={url}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className={panelStyles.actions}>
        <button
          type="button"
          className={panelStyles.secondary}
          aria-label={t('at_copy_link_of', { code })}
          onClick={() => void copyUrl()}
        >
          {t('at_copy_link')}
        </button>
        <button
          type="button"
          className={panelStyles.secondary}
          aria-label={t('at_qr_of', { code })}
          aria-expanded={qr}
          aria-controls={qrId}
          onClick={() => setQr(!qr)}
        >
          {t('at_qr')}
        </button>
        <p role="status" className={copy === 'refused' ? panelStyles.error : panelStyles.success}>
          {copy === 'copied' ? t('at_copied') : copy === 'refused' ? t('at_copy_refused') : ''}
        </p>
      </div>
      <div id={qrId} hidden={!qr} className={styles.qr}>
        {qr && <QrCode value={url} size={160} label={t('at_qr_image', { code })} />}
      </div>
    </div>
  );
}
