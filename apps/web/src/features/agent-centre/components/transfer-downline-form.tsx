import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/ui/index.ts';
import {
  AmountField,
  Figures,
  PaymentPasswordField,
  PaymentPasswordNeeded,
  panelStyles,
  SubmitRow,
  useMoneyForm,
} from '../../panel/index.ts';
import { toAmount, useWallets } from '../../wallet/index.ts';
import { useTransferToDownline } from '../api/team.ts';
import styles from './team.module.css';

interface Values {
  amount: string;
  paymentPassword: string;
}

export interface TransferDownlineFormProps {
  /** The direct downline the money goes to. */
  account: string;
  /** Whether the agent has set its payment password (the member info's flag). */
  hasPaymentPassword: boolean;
  onClose: () => void;
}

/**
 * The agent's main wallet → a direct downline's, proved with the payment password. Each
 * submission carries its own idempotency key (kept only to retry an unknown outcome).
 */
export function TransferDownlineForm({
  account,
  hasPaymentPassword,
  onClose,
}: TransferDownlineFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const main = useWallets().data?.main;
  const transfer = useTransferToDownline();
  const { register, handleSubmit, formState, reset, setFocus, outcome, amountCheck } =
    useMoneyForm<Values>({ amount: '', paymentPassword: '' });
  const errors = formState.errors;

  useEffect(() => {
    if (hasPaymentPassword) setFocus('amount');
  }, [hasPaymentPassword, setFocus]);

  const submit = handleSubmit((v) =>
    outcome.run(async () => {
      const amount = toAmount(v.amount);
      await transfer.submit({ account, amount, paymentPassword: v.paymentPassword });
      reset();
      return t('at_transfer_done', { amount: formatMoney(amount), account });
    }),
  );

  return (
    <section aria-labelledby={headingId} className={panelStyles.section}>
      <div className={styles.transferHead}>
        <h4 id={headingId} className={panelStyles.heading}>
          {t('at_transfer_to', { account })}
        </h4>
        <button type="button" className={panelStyles.secondary} onClick={onClose}>
          {t('in_close')}
        </button>
      </div>
      {hasPaymentPassword ? (
        <>
          {main !== undefined && <Figures items={[{ label: t('mn_wallet_main'), amount: main }]} />}
          <form className={panelStyles.form} onSubmit={submit} onChange={outcome.clear} noValidate>
            <AmountField
              error={errors.amount?.message}
              {...register('amount', { validate: amountCheck({ available: main }) })}
            />
            <PaymentPasswordField
              error={errors.paymentPassword?.message}
              {...register('paymentPassword', { required: t('mn_required') })}
            />
            <SubmitRow
              label={t('at_transfer_submit')}
              pending={transfer.isPending}
              {...outcome.result}
            />
          </form>
        </>
      ) : (
        <PaymentPasswordNeeded />
      )}
    </section>
  );
}
