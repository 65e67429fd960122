import { opsListWithdrawals, type WithdrawalStatus } from '@gamehall/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../lib/query-state.tsx';
import { staffCall } from '../../lib/staff-call.ts';
import styles from '../page.module.css';
import { WITHDRAWALS } from './keys.ts';
import { WithdrawalRow } from './withdrawal-row.tsx';

/** The queues finance works through: waiting for a decision, disputed, and the rest. */
const QUEUES = ['PENDING', 'NOT_RECEIVED', 'PARTIAL', 'PAID', 'all'] as const;
type Queue = (typeof QUEUES)[number];

/**
 * Withdrawals, oldest first: approve or reject one that waits; settle a dispute (the player
 * said not received, or only part) by refunding what is missing or holding to the payout.
 */
export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<Queue>('PENDING');
  const [decided, setDecided] = useState<{ orderNo: string; status: WithdrawalStatus } | null>(
    null,
  );
  const list = useQuery({
    queryKey: [...WITHDRAWALS, queue],
    queryFn: () =>
      staffCall(opsListWithdrawals, {
        query: { limit: 200, ...(queue === 'all' ? {} : { status: queue as WithdrawalStatus }) },
      }),
    refetchInterval: 30_000,
  });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('cs_nav_withdrawals')}</h1>
      <div role="tablist" aria-label={t('cs_wd_queues')} className={styles.form}>
        {QUEUES.map((q) => (
          <button
            key={q}
            type="button"
            role="tab"
            aria-selected={queue === q}
            className={queue === q ? styles.primary : styles.secondary}
            onClick={() => setQueue(q)}
          >
            {t(`cs_wd_queue_${q.toLowerCase()}`)}
          </button>
        ))}
      </div>
      <p role="status" className={styles.done}>
        {decided &&
          t('cs_wd_done', {
            order: decided.orderNo,
            status: t(`cs_wd_status_${decided.status.toLowerCase()}`),
          })}
      </p>
      <section
        role="tabpanel"
        className={styles.section}
        aria-label={t(`cs_wd_queue_${queue.toLowerCase()}`)}
      >
        <QueryState query={list} />
        {list.data?.list.length === 0 && <p className={styles.muted}>{t('cs_wd_none')}</p>}
        {list.data && list.data.list.length > 0 && (
          <div className={styles.scroll}>
            <table className={styles.table} aria-label={t('cs_nav_withdrawals')}>
              <thead>
                <tr>
                  <th scope="col">{t('cs_wd_order')}</th>
                  <th scope="col">{t('cs_wd_player')}</th>
                  <th scope="col">{t('cs_wd_amount')}</th>
                  <th scope="col">{t('cs_wd_to')}</th>
                  <th scope="col">{t('cs_state')}</th>
                  <th scope="col">{t('cs_actions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.list.map((w) => (
                  <WithdrawalRow
                    key={w.orderNo}
                    withdrawal={w}
                    onDecided={(orderNo, status) => setDecided({ orderNo, status })}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
