import { useState } from 'react';
import { i18next } from '../lib/i18n/index.ts';
import styles from './chunk-error-view.module.css';

/** The product §8 network text, also when the texts themselves could not be loaded. */
const text = (key: string, english: string) =>
  i18next.isInitialized ? i18next.t(key, { defaultValue: english }) : english;

/**
 * Shown instead of the site when start-up could not reach the server. Rendered outside
 * the providers (there is no config yet), so it reads texts from i18next directly.
 */
export function BootError({ onRetry }: { onRetry: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const retry = () => {
    setBusy(true);
    // On success boot() replaces this screen; on failure it renders it again.
    onRetry().finally(() => setBusy(false));
  };
  return (
    <main className={styles.page}>
      <section className={styles.box} role="alert" aria-labelledby="boot-error-title">
        <h1 id="boot-error-title" className={styles.title}>
          {text('in_network_abnormal', 'Network link is abnormal, please try again')}
        </h1>
        <button type="button" className={styles.button} onClick={retry} disabled={busy}>
          {busy ? text('in_loading', 'Loading…') : text('in_retry', 'Try again')}
        </button>
      </section>
    </main>
  );
}
