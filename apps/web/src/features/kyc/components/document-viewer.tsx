import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/error-text.ts';
import { panelStyles as panel } from '../../panel/index.ts';
import { useKycFile } from '../api/get-kyc-file.ts';
import type { KycDocument } from '../model/documents.ts';
import { blobOf } from '../model/file-rule.ts';
import styles from './kyc.module.css';

interface Shown {
  url: string;
  type: string;
  name: string;
}

/**
 * "View" of one of the player's own documents: the file is asked when pressed and shown
 * in a dialog through an object URL (freed when the dialog closes) — an image as itself,
 * a pdf as a link that opens it in a new tab (the browser's viewer) and one that saves it.
 */
export function DocumentViewer({ document }: { document: KycDocument }) {
  const { t } = useTranslation();
  const file = useKycFile();
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    if (!shown) return;
    return () => URL.revokeObjectURL(shown.url);
  }, [shown]);

  const open = () =>
    file.mutate(document.id, {
      onSuccess: (view) =>
        setShown({
          url: URL.createObjectURL(blobOf(view.data, view.type)),
          type: view.type,
          name: view.name,
        }),
    });

  return (
    <>
      <button
        type="button"
        className={panel.secondary}
        aria-label={t('kyc_view_named', { name: document.name })}
        aria-busy={file.isPending}
        disabled={file.isPending}
        onClick={open}
      >
        {t('kyc_view')}
      </button>
      {file.error && (
        <p role="alert" className={panel.error}>
          {errorText(file.error, t, 'site')}
        </p>
      )}
      <Dialog
        open={shown !== null}
        onClose={() => setShown(null)}
        title={shown?.name ?? ''}
        width={860}
      >
        {shown?.type === 'application/pdf' ? (
          // The site's CSP embeds no plugin (object-src 'none', frame-src 'self'): the
          // browser's own PDF viewer shows it in a tab of its own, or it is saved.
          <div className={styles.viewer}>
            <p className={panel.hint}>{t('kyc_pdf_hint')}</p>
            <p className={styles.viewerActions}>
              <a className={styles.link} href={shown.url} target="_blank" rel="noopener noreferrer">
                {t('kyc_pdf_open')}
              </a>
              <a className={styles.link} href={shown.url} download={shown.name}>
                {t('kyc_download')}
              </a>
            </p>
          </div>
        ) : (
          shown && (
            <img
              className={styles.image}
              src={shown.url}
              alt={t('kyc_image_alt', { name: shown.name })}
            />
          )
        )}
      </Dialog>
    </>
  );
}
