import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/index.ts';
import { PagedRecords, panelStyles as styles, useBrandTime } from '../../panel/index.ts';
import { useBonusRecords } from '../api/get-bonus-records.ts';
import { RecordFilters } from '../components/record-filters.tsx';
import { useRecordFilters } from '../hooks/use-record-filters.ts';
import { walletName } from '../model/labels.ts';

/**
 * Product §2 member centre, page bonusDetails (in_bonus_details): bonuses received, the
 * turnover each added, and whether it is still held in the bonus wallet.
 */
export function BonusDetails() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const filters = useRecordFilters();
  const bonuses = useBonusRecords(filters.query);

  return (
    <div className={styles.sections}>
      <RecordFilters filters={filters} />
      <PagedRecords
        query={bonuses}
        onPage={filters.setPage}
        caption={t('in_bonus_details')}
        rowKey={(b) => b.id}
        columns={[
          { header: t('mn_time'), cell: (b) => time(b.at) },
          { header: t('mn_amount'), cell: (b) => <Money value={b.amount} />, numeric: true },
          { header: t('mn_turnover'), cell: (b) => <Money value={b.turnover} />, numeric: true },
          { header: t('mn_wallet'), cell: (b) => walletName(t, b.wallet) },
          { header: t('mn_remark'), cell: (b) => b.remark ?? '-' },
        ]}
      />
    </div>
  );
}
