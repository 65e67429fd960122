import { useTranslation } from 'react-i18next';
import {
  AmountField,
  PaymentPasswordField,
  SubmitRow,
  panelStyles as styles,
  useMoneyForm,
} from '../../panel/index.ts';
import { useTransferToUpline } from '../api/transfer-to-upline.ts';
import { toAmount } from '../model/amount.ts';

interface Values {
  amount: string;
  paymentPassword: string;
}

/** Main wallet → the agent the player registered under, proved with the payment password. */
export function UplineForm({ available }: { available?: number }) {
  const { t } = useTranslation();
  const transfer = useTransferToUpline();
  const { register, handleSubmit, formState, reset, outcome, amountCheck } = useMoneyForm<Values>({
    amount: '',
    paymentPassword: '',
  });
  const errors = formState.errors;

  const submit = handleSubmit((v) =>
    outcome.run(async () => {
      await transfer.submit({ amount: toAmount(v.amount), paymentPassword: v.paymentPassword });
      reset();
      return t('mn_upline_done');
    }),
  );

  return (
    <form className={styles.form} onSubmit={submit} onChange={outcome.clear} noValidate>
      <AmountField
        error={errors.amount?.message}
        {...register('amount', { validate: amountCheck({ available }) })}
      />
      <PaymentPasswordField
        error={errors.paymentPassword?.message}
        {...register('paymentPassword', { required: t('mn_required') })}
      />
      <SubmitRow label={t('mn_upline_submit')} pending={transfer.isPending} {...outcome.result} />
    </form>
  );
}
