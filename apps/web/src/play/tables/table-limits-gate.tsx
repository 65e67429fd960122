import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RoundAlert } from '../frame/round-alert.tsx';
import { type TablesLimits, tableLimitsQuery } from './get-table-limits.ts';

/** A table game waits for the tables' limits (its chips come from them); a failure can retry. */
export function TableLimitsGate({ children }: { children: (limits: TablesLimits) => ReactNode }) {
  const { t } = useTranslation();
  const limits = useQuery(tableLimitsQuery());
  if (limits.isPending) return <p role="status">{t('play_loading_game')}</p>;
  if (limits.isError) {
    return <RoundAlert error={limits.error} canRetry onRetry={() => void limits.refetch()} />;
  }
  return children(limits.data);
}
