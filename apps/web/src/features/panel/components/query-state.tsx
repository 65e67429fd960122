import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import styles from './panel.module.css';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/**
 * A page part that needs one answer: 'Loading…' until it arrives, the failure with a
 * retry when it does not, then the part itself (kept while a refetch runs).
 */
export function QueryState<T>({ query, children }: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.data !== undefined) return children(query.data);
  if (query.error) {
    return (
      <div className={styles.failed}>
        <p role="alert" className={styles.error}>
          {errorText(query.error, t, 'site')}
        </p>
        <button
          type="button"
          className={styles.secondary}
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
