import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshMoney } from '../../wallet/index.ts';
import { useRefreshOnReturn } from '../hooks/use-refresh-on-return.ts';
import styles from './panel.module.css';

/**
 * A money list changes elsewhere too (a payment provider, the operator, a game): it is
 * asked again, with the balance, when the player comes back to the site and on demand.
 */
export function useListRefresh(keys: readonly QueryKey[]) {
  const client = useQueryClient();
  // The keys are constant per list; joined so a new array each render changes nothing.
  const id = JSON.stringify(keys);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `id` stands for `keys`
  const refresh = useCallback(() => void refreshMoney(client, keys), [client, id]);
  useRefreshOnReturn(refresh);
  return refresh;
}

export function RefreshButton({ fetching, onClick }: { fetching: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.secondary} disabled={fetching} onClick={onClick}>
      {fetching ? t('in_loading') : t('mn_refresh')}
    </button>
  );
}
