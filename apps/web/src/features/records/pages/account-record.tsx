import type { TxType } from '@gamehall/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/index.ts';
import { WithdrawalStatusTag } from '../../cashier/index.ts';
import {
  PagedRecords,
  panelStyles as styles,
  TxTypeSelect,
  useBrandTime,
} from '../../panel/index.ts';
import { useAccountRecords } from '../api/get-account-records.ts';
import history from '../components/history.module.css';
import { RecordFilters } from '../components/record-filters.tsx';
import { useRecordFilters } from '../hooks/use-record-filters.ts';
import { walletName } from '../model/labels.ts';

/** Product §2 member centre, page transactionHistory (in_account_record): every movement. */
export function AccountRecord() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const filters = useRecordFilters();
  const [type, setType] = useState<TxType | ''>('');
  const records = useAccountRecords({ ...filters.query, type: type || undefined });

  return (
    <div className={styles.sections}>
      <RecordFilters filters={filters}>
        <TxTypeSelect
          className={history.filter}
          value={type}
          onChange={(next) => {
            setType(next);
            filters.setPage(1);
          }}
        />
      </RecordFilters>
      <PagedRecords
        query={records}
        onPage={filters.setPage}
        caption={t('in_account_record')}
        rowKey={(r) => r.id}
        rowLabel={(r) => `${t(`mn_tx_${r.type}`)} ${time(r.at)}`}
        columns={[
          { header: t('mn_time'), cell: (r) => time(r.at) },
          {
            header: t('mn_tx_type'),
            // A withdrawal is one operation: its one amount, and where it stands now.
            cell: (r) => (
              <span className={history.typeCell}>
                {t(`mn_tx_${r.type}`)}
                {r.withdrawalStatus && <WithdrawalStatusTag status={r.withdrawalStatus} />}
              </span>
            ),
          },
          { header: t('mn_wallet'), cell: (r) => walletName(t, r.wallet), detail: 'narrow' },
          { header: t('mn_amount'), cell: (r) => <Money value={r.amount} />, numeric: true },
          {
            header: t('mn_balance_after'),
            cell: (r) => <Money value={r.balanceAfter} />,
            numeric: true,
            detail: 'narrow',
          },
          {
            header: t('mn_remark'),
            cell: (r) => r.remark ?? r.reference ?? '-',
            detail: 'always',
          },
        ]}
      />
    </div>
  );
}
