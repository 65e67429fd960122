import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/ui/index.ts';
import { AmountField, panelStyles as styles, useAmountCheck } from '../../panel/index.ts';
import { amountProblem, toAmount } from '../../wallet/index.ts';

interface Values {
  received: string;
  remaining: string;
}

export interface PartialAnswer {
  receivedAmount: number;
  remainingAmount: number;
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * "Partly received": what arrived and what is still missing; together they make the
 * payout, so the missing part is filled in from what arrived.
 */
export function PartialForm(props: {
  amount: number;
  pending: boolean;
  onSend: (answer: PartialAnswer) => void;
}) {
  const { amount, pending, onSend } = props;
  const { t } = useTranslation();
  const amountCheck = useAmountCheck();
  const { register, handleSubmit, formState, setValue } = useForm<Values>({
    defaultValues: { received: '', remaining: '' },
  });
  const errors = formState.errors;

  const fillRemaining = (received: string) => {
    if (amountProblem(received) || toAmount(received) >= amount) return;
    setValue('remaining', ((cents(amount) - cents(toAmount(received))) / 100).toFixed(2));
  };
  const sum = (remaining: string, values: Values) =>
    cents(toAmount(values.received)) + cents(toAmount(remaining)) === cents(amount) ||
    t('mn_partial_sum', { amount: formatMoney(amount) });

  const submit = handleSubmit((v) =>
    onSend({ receivedAmount: toAmount(v.received), remainingAmount: toAmount(v.remaining) }),
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <AmountField
        label={t('mn_received_amount')}
        error={errors.received?.message}
        {...register('received', {
          validate: amountCheck({ max: (cents(amount) - 1) / 100 }),
          onChange: (e) => fillRemaining(e.target.value),
        })}
      />
      <AmountField
        label={t('mn_remaining_amount')}
        error={errors.remaining?.message}
        {...register('remaining', {
          validate: { amount: amountCheck(), sum },
          deps: ['received'],
        })}
      />
      <button type="submit" className={styles.primary} disabled={pending}>
        {t('mn_send_partly_received')}
      </button>
    </form>
  );
}
