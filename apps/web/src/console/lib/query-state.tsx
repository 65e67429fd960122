import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styles from '../pages/page.module.css';
import { errorWords } from './error-words.ts';

/** A page's query while it has no answer: loading, or why it failed in the console's words. */
export function QueryState({
  query,
}: {
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error'>;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <p role="status">{t('cs_loading')}</p>;
  if (query.isError) {
    return (
      <p role="alert" className={styles.error}>
        {errorWords(t, query.error)}
      </p>
    );
  }
  return null;
}
