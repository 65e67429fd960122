import type { TxType } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/index.ts';
import { PagedRecords, panelStyles, TxTypeSelect, useBrandTime } from '../../panel/index.ts';
import { useTeamTransactions } from '../api/reports.ts';
import { AccountSearch } from '../components/account-search.tsx';
import styles from '../components/agent.module.css';
import { DayFilters } from '../components/day-filters.tsx';
import { useDayFilters, useReportFilter } from '../hooks/use-day-filters.ts';

/** Agent centre, page agentTransactions: the account records of the team, by type. */
export function DownlineTransactions() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const filters = useDayFilters('today');
  const [account, setAccount] = useReportFilter<string | undefined>(filters, undefined);
  const [type, setType] = useReportFilter<TxType | ''>(filters, '');
  const records = useTeamTransactions({ ...filters.query, account, type: type || undefined });

  return (
    <div className={panelStyles.sections}>
      <DayFilters filters={filters}>
        <AccountSearch label={t('ag_account')} value={account} onSearch={setAccount} />
        <TxTypeSelect className={styles.filter} value={type} onChange={setType} />
      </DayFilters>
      <PagedRecords
        query={records}
        onPage={filters.setPage}
        caption={t('ag_transactions')}
        rowKey={(r) => r.id}
        rowLabel={(r) => `${r.account} ${t(`mn_tx_${r.type}`)}`}
        columns={[
          { header: t('mn_time'), cell: (r) => time(r.at), detail: 'narrow' },
          { header: t('ag_account'), cell: (r) => r.account },
          { header: t('mn_tx_type'), cell: (r) => t(`mn_tx_${r.type}`) },
          { header: t('mn_amount'), cell: (r) => <Money value={r.amount} />, numeric: true },
          {
            header: t('mn_balance_after'),
            cell: (r) => <Money value={r.balanceAfter} />,
            numeric: true,
            detail: 'narrow',
          },
          { header: t('mn_wallet'), cell: (r) => r.wallet, detail: 'always' },
        ]}
      />
    </div>
  );
}
