import type { KycFileView } from '@gamehall/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import page from '../page.module.css';
import styles from './kyc.module.css';

type KycFile = z.infer<typeof KycFileView>;

function blobOf(file: KycFile) {
  const binary = atob(file.data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: file.type });
}

/**
 * The document as the player sent it: an image scaled to fit, a pdf in the browser's own
 * viewer. Its bytes become a blob address that lives as long as the preview, revoked when
 * the review closes, so no document stays reachable in the page after it.
 */
export function FilePreview({ file, label }: { file: KycFile; label: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<{ url: string } | 'broken' | null>(null);
  useEffect(() => {
    let url: string;
    try {
      url = URL.createObjectURL(blobOf(file));
    } catch {
      setShown('broken');
      return;
    }
    setShown({ url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  if (shown === null) return <p role="status">{t('cs_loading')}</p>;
  if (shown === 'broken') {
    return (
      <p role="alert" className={page.error}>
        {t('cs_kyc_file_broken')}
      </p>
    );
  }
  if (file.type === 'application/pdf') {
    return (
      <object data={shown.url} type="application/pdf" title={label} className={styles.pdf}>
        <p>
          <a className={page.link} href={shown.url} download={file.name}>
            {t('cs_kyc_open_pdf', { name: file.name })}
          </a>
        </p>
      </object>
    );
  }
  return <img src={shown.url} alt={label} className={styles.image} />;
}
