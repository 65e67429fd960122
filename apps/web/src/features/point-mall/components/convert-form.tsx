import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatMoneyWith } from '../../../components/ui/money.tsx';
import {
  AmountField,
  PaymentPasswordField,
  panelStyles,
  SubmitRow,
  useOutcome,
} from '../../panel/index.ts';
import { useSiteConfig } from '../../system/index.ts';
import { amountProblem, toAmount } from '../../wallet/index.ts';
import { useConvertPoint } from '../api/convert-point.ts';
import { convertedAmount, formatPoints, type PointConfig } from '../model/points.ts';

interface Values {
  points: string;
  paymentPassword: string;
}

/**
 * Points into money in the main wallet: at least the brand's least conversion, at most the
 * balance; what it gives is shown as the player types. Proved with the payment password.
 */
export function ConvertForm({ config, balance }: { config: PointConfig; balance: number }) {
  const { t } = useTranslation();
  const symbol = useSiteConfig().data?.currencySymbol;
  const convert = useConvertPoint();
  const outcome = useOutcome('points');
  const { register, handleSubmit, formState, resetField, watch } = useForm<Values>({
    defaultValues: { points: '', paymentPassword: '' },
  });
  const errors = formState.errors;
  const typed = watch('points');
  const gives = amountProblem(typed) ? 0 : convertedAmount(toAmount(typed), config.pointValue);

  const check = (value: string) => {
    const problem = amountProblem(value);
    if (problem) return t(problem.key, problem.values);
    const points = toAmount(value);
    if (points < config.minConvert) {
      return t('app_points_convert_min', { min: formatPoints(config.minConvert) });
    }
    if (points > balance) return t('app_points_convert_over', { balance: formatPoints(balance) });
    return true;
  };

  const submit = handleSubmit((v) =>
    outcome.run(async () => {
      const done = await convert.submit({
        points: toAmount(v.points),
        paymentPassword: v.paymentPassword,
      });
      resetField('points');
      resetField('paymentPassword');
      return t('app_points_convert_done', {
        points: formatPoints(done.points),
        amount: formatMoneyWith(done.amount, symbol),
        balance: formatMoneyWith(done.balance, symbol),
      });
    }),
  );

  return (
    <form className={panelStyles.form} onSubmit={submit} onChange={outcome.clear} noValidate>
      <p className={panelStyles.hint}>
        {t('app_points_convert_rate', {
          value: formatMoneyWith(config.pointValue, symbol),
          min: formatPoints(config.minConvert),
        })}
      </p>
      <AmountField
        label={t('app_points_convert_points')}
        error={errors.points?.message}
        {...register('points', { validate: check })}
      />
      <dl className={panelStyles.figures}>
        <div>
          <dt>{t('app_points_convert_gives')}</dt>
          <dd aria-live="polite">{formatMoneyWith(gives, symbol)}</dd>
        </div>
      </dl>
      <PaymentPasswordField
        error={errors.paymentPassword?.message}
        {...register('paymentPassword', { required: t('mn_required') })}
      />
      <SubmitRow
        label={t('app_points_convert_submit')}
        pending={convert.isPending}
        {...outcome.result}
      />
    </form>
  );
}
