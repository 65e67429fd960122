import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChunkLoadError } from './chunk-error.ts';
import styles from './chunk-error-view.module.css';

interface Props {
  error: ChunkLoadError;
  /** Loads again; the view shows a busy button meanwhile. */
  onRetry: () => Promise<void> | void;
}

/** The product §8 message for a page part that could not be loaded, with a retry. */
export function ChunkErrorView({ error, onRetry }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const message =
    error.reason === 'timeout'
      ? t('in_page_load_timeout')
      : error.css
        ? t('in_css_load_failed')
        : t('app_chunk_missing');

  const retry = async () => {
    setBusy(true);
    try {
      await onRetry();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.box} role="alert" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('in_chunk_load_failed')}
      </h2>
      <p>{message}</p>
      <button type="button" className={styles.button} onClick={retry} disabled={busy}>
        {busy ? t('in_loading') : t('in_retry')}
      </button>
    </section>
  );
}
