import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PAGE_SIZE,
  Paged,
  RefreshButton,
  panelStyles as styles,
  useListRefresh,
} from '../../panel/index.ts';
import { useWithdrawals } from '../api/list-withdrawals.ts';
import money from './money.module.css';
import { WithdrawalItem } from './withdrawal-item.tsx';

/** The operator decides elsewhere: the list and the withdrawal overview are asked again. */
const WITHDRAW_LISTS = [
  ['cashier', 'withdrawals'],
  ['cashier', 'withdrawInfo'],
];

/** The player's withdrawals, newest first, a card each (room for the payout answers). */
export function WithdrawalList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const withdrawals = useWithdrawals({ pageNo: page, pageSize: PAGE_SIZE });
  const refresh = useListRefresh(WITHDRAW_LISTS);
  const name = t('mn_withdrawals');
  return (
    <>
      <RefreshButton fetching={withdrawals.isFetching} onClick={refresh} />
      <Paged query={withdrawals} onPage={setPage} name={name}>
        {(rows) =>
          rows.length === 0 ? (
            <p className={styles.hint}>{t('in_no_data')}</p>
          ) : (
            <ul className={money.orders} aria-label={name}>
              {rows.map((w) => (
                <li key={w.orderNo}>
                  <WithdrawalItem withdrawal={w} />
                </li>
              ))}
            </ul>
          )
        }
      </Paged>
    </>
  );
}
