import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import styles from './vip.module.css';

/**
 * A part of the page that needs one answer: 'Loading…' until it arrives, the failure with
 * a retry when it does not, then the part (kept while a refetch runs).
 */
export function Answer<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data !== undefined) return children(query.data);
  if (query.error) {
    return (
      <div className={styles.failed}>
        <p role="alert">{errorText(query.error, t, 'site')}</p>
        <button
          type="button"
          className={styles.button}
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {t('in_retry')}
        </button>
      </div>
    );
  }
  return <p role="status">{t('in_loading')}</p>;
}
