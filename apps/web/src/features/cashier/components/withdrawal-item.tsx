import type { listWithdrawals, ValueOf } from '@gamehall/contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/index.ts';
import { FormResult, panelStyles as styles, useBrandTime, useOutcome } from '../../panel/index.ts';
import { useConfirmWithdrawal } from '../api/confirm-withdrawal.ts';
import { accountLabel } from './bound-accounts.tsx';
import { ConfirmPayout, type PayoutAnswer } from './confirm-payout.tsx';
import money from './money.module.css';
import { WithdrawalStatusTag } from './withdrawal-status.tsx';

export type Withdrawal = ValueOf<typeof listWithdrawals>['list'][number];

/** One withdrawal; a paid one waits for the player's answer until its auto-confirm time. */
export function WithdrawalItem({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const time = useBrandTime();
  const titleId = useId();
  const confirm = useConfirmWithdrawal();
  // Here, not in ConfirmPayout: the answer's result stays once the order leaves PAID.
  const outcome = useOutcome();
  const answer = (body: PayoutAnswer) =>
    outcome.run(async () => {
      await confirm.mutateAsync({ orderNo: w.orderNo, ...body });
      return t('mn_answer_sent');
    });

  const details: [string, ReactNode][] = [
    [t('mn_time'), time(w.createdAt)],
    [t('mn_amount'), <Money key="amount" value={w.amount} />],
    [t('mn_withdraw_account'), accountLabel(t, w.account)],
  ];
  if (w.paidAt) details.push([t('mn_paid_at'), time(w.paidAt)]);
  if (w.receivedAmount !== null) {
    details.push([t('mn_received_amount'), <Money key="received" value={w.receivedAmount} />]);
  }
  if (w.remainingAmount !== null) {
    details.push([t('mn_remaining_amount'), <Money key="rest" value={w.remainingAmount} />]);
  }
  if (w.remark) details.push([t('mn_remark'), w.remark]);

  return (
    <article className={money.order} aria-labelledby={titleId}>
      <div className={money.heading}>
        <h5 id={titleId} className={money.orderTitle}>
          {t('mn_order', { orderNo: w.orderNo })}
        </h5>
        <WithdrawalStatusTag status={w.status} />
      </div>
      <dl className={money.details}>
        {details.map(([term, value]) => (
          <div key={term} className={styles.contents}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {w.status === 'PAID' && (
        <>
          {w.autoConfirmAt && (
            <p className={styles.hint}>
              {t('mn_auto_confirm_at', { time: time(w.autoConfirmAt) })}
            </p>
          )}
          <ConfirmPayout amount={w.amount} pending={confirm.isPending} onAnswer={answer} />
        </>
      )}
      <FormResult {...outcome.result} />
    </article>
  );
}
