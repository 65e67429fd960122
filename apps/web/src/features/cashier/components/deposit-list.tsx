import type { listDeposits, ValueOf } from '@gamehall/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/index.ts';
import {
  PAGE_SIZE,
  PagedRecords,
  RefreshButton,
  StatusTag,
  type Tone,
  useBrandTime,
  useListRefresh,
} from '../../panel/index.ts';
import { useDeposits } from '../api/list-deposits.ts';
import type { Channel } from './deposit-form.tsx';

/** A paid deposit may open a deposit bonus: the rewards' states are asked again with the list. */
const DEPOSIT_LISTS = [['cashier', 'deposits'], ['rewards']];

type Deposit = ValueOf<typeof listDeposits>['list'][number];

const tones: Record<Deposit['status'], Tone> = { PENDING: 'waiting', PAID: 'good', FAILED: 'bad' };

/**
 * The player's recent deposits. A deposit is paid on the provider's page, so the list
 * and the balance are asked again when the player comes back, and on demand.
 */
export function DepositList({ channels }: { channels: readonly Channel[] }) {
  const { t } = useTranslation();
  const time = useBrandTime();
  const [page, setPage] = useState(1);
  const deposits = useDeposits({ pageNo: page, pageSize: PAGE_SIZE });
  const refresh = useListRefresh(DEPOSIT_LISTS);
  const channelName = (id: string) => channels.find((c) => c.id === id)?.name ?? id;

  return (
    <>
      <RefreshButton fetching={deposits.isFetching} onClick={refresh} />
      <PagedRecords
        query={deposits}
        onPage={setPage}
        caption={t('mn_recent_deposits')}
        rowKey={(d) => d.orderNo}
        columns={[
          { header: t('mn_time'), cell: (d) => time(d.createdAt) },
          { header: t('mn_order_no'), cell: (d) => d.orderNo },
          { header: t('mn_channel'), cell: (d) => channelName(d.channelId) },
          { header: t('mn_amount'), cell: (d) => <Money value={d.amount} />, numeric: true },
          {
            header: t('mn_status'),
            cell: (d) => (
              <StatusTag tone={tones[d.status]}>{t(`mn_deposit_${d.status}`)}</StatusTag>
            ),
          },
        ]}
      />
    </>
  );
}
