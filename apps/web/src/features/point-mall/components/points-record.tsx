import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedRecords, useBrandTime } from '../../panel/index.ts';
import { usePointTransactions } from '../api/get-point-transactions.ts';
import { formatPoints } from '../model/points.ts';

/** A change as signed points: +12.50 earned, -100.00 spent. */
const signed = (change: number) => (change > 0 ? `+${formatPoints(change)}` : formatPoints(change));

/** The player's points record, newest first, paged: why the points changed and by how much. */
export function PointsRecord() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const [page, setPage] = useState(1);
  const record = usePointTransactions(page);
  return (
    <PagedRecords
      query={record}
      onPage={setPage}
      caption={t('app_points_record_title')}
      rowKey={(r) => String(r.id)}
      rowLabel={(r) => `${t(`app_points_reason_${r.reason}`)} ${time(r.at)}`}
      columns={[
        { header: t('app_points_col_time'), cell: (r) => time(r.at) },
        { header: t('app_points_col_reason'), cell: (r) => t(`app_points_reason_${r.reason}`) },
        {
          header: t('app_points_col_change'),
          cell: (r) => <span dir="ltr">{signed(r.change)}</span>,
          numeric: true,
        },
        {
          header: t('app_points_col_balance'),
          cell: (r) => formatPoints(r.balance),
          numeric: true,
          detail: 'narrow',
        },
        {
          header: t('app_points_col_reference'),
          cell: (r) => r.reference ?? '-',
          detail: 'always',
        },
        { header: t('app_points_col_remark'), cell: (r) => r.remark ?? '-', detail: 'always' },
      ]}
    />
  );
}
