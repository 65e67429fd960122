import type { RedeemStatus } from '@gamehall/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedRecords, StatusTag, type Tone, useBrandTime } from '../../panel/index.ts';
import { useRedeemList } from '../api/get-redeem-list.ts';
import { formatPoints } from '../model/points.ts';

/** Product §4 redeem states: In Process waits for the operator, then Approved or Rejected. */
const TONES: Record<RedeemStatus, Tone> = {
  IN_PROCESS: 'waiting',
  APPROVED: 'good',
  REJECTED: 'bad',
};

/** The player's redemptions, newest first, paged, each with its state and remark. */
export function RedeemHistory() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const [page, setPage] = useState(1);
  const list = useRedeemList(page);
  return (
    <PagedRecords
      query={list}
      onPage={setPage}
      caption={t('app_points_history_title')}
      rowKey={(r) => String(r.id)}
      rowLabel={(r) => `${r.itemName} ${time(r.at)}`}
      columns={[
        { header: t('app_points_col_time'), cell: (r) => time(r.at), detail: 'narrow' },
        { header: t('app_points_col_item'), cell: (r) => r.itemName },
        { header: t('app_points_col_quantity'), cell: (r) => r.quantity, numeric: true },
        { header: t('app_points_col_points'), cell: (r) => formatPoints(r.points), numeric: true },
        {
          header: t('app_points_col_status'),
          cell: (r) => (
            <StatusTag tone={TONES[r.status]}>{t(`app_points_status_${r.status}`)}</StatusTag>
          ),
        },
        { header: t('app_points_col_remark'), cell: (r) => r.remark ?? '-', detail: 'always' },
      ]}
    />
  );
}
