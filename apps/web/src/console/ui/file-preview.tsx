import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import page from '../pages/page.module.css';
import styles from './file-preview.module.css';

/** A file a player sent (a KYC document, a payout dispute's proof): its type and base64 bytes. */
export interface SentFile {
  type: string;
  name?: string;
  data: string;
}

function blobOf(file: SentFile) {
  const binary = atob(file.data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: file.type });
}

/**
 * The file as the player sent it: an image scaled to fit, a pdf in the browser's own
 * viewer. Its bytes become a blob address that lives as long as the preview, revoked when
 * the preview closes, so no file stays reachable in the page after it.
 */
export function FilePreview({ file, label }: { file: SentFile; label: string }) {
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
        {t('cs_file_broken')}
      </p>
    );
  }
  if (file.type === 'application/pdf') {
    return (
      <object data={shown.url} type="application/pdf" title={label} className={styles.pdf}>
        <p>
          <a className={page.link} href={shown.url} download={file.name ?? label}>
            {t('cs_file_open_pdf', { name: file.name ?? label })}
          </a>
        </p>
      </object>
    );
  }
  return <img src={shown.url} alt={label} className={styles.image} />;
}
