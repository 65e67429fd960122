import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { VerifyIdentityButton } from '../../kyc/index.ts';
import {
  AmountField,
  PaymentPasswordField,
  SelectField,
  SubmitRow,
  panelStyles as styles,
  useMoneyForm,
} from '../../panel/index.ts';
import { toAmount } from '../../wallet/index.ts';
import { useRequestWithdrawal } from '../api/request-withdrawal.ts';
import { accountLabel } from './bound-accounts.tsx';
import type { WithdrawInfo } from './withdraw-summary.tsx';

interface Values {
  accountId: string;
  amount: string;
  paymentPassword: string;
}

/**
 * A withdrawal to a bound account, within the limits and the withdrawable balance. Shown
 * once an account is bound, so the first one is chosen from the start.
 */
export function WithdrawForm({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const withdraw = useRequestWithdrawal();
  const { register, handleSubmit, formState, resetField, outcome, amountCheck } =
    useMoneyForm<Values>({
      accountId: info.accounts[0]?.id ?? '',
      amount: '',
      paymentPassword: '',
    });
  const errors = formState.errors;
  // Refused for want of a verified identity (decision 040): the way to it, under the words.
  const [needsKyc, setNeedsKyc] = useState(false);

  const submit = handleSubmit((v) =>
    outcome.run(async () => {
      setNeedsKyc(false);
      try {
        await withdraw.submit({
          accountId: v.accountId,
          amount: toAmount(v.amount),
          paymentPassword: v.paymentPassword,
        });
      } catch (err) {
        setNeedsKyc(err instanceof ApiError && err.code === 'KYC_REQUIRED');
        throw err;
      }
      resetField('amount');
      resetField('paymentPassword');
      return t('mn_withdraw_requested');
    }),
  );

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      onChange={() => {
        outcome.clear();
        setNeedsKyc(false);
      }}
      noValidate
    >
      <SelectField
        label={t('mn_withdraw_account')}
        error={errors.accountId?.message}
        {...register('accountId', { required: t('mn_required') })}
      >
        {info.accounts.map((a) => (
          <option key={a.id} value={a.id}>
            {accountLabel(t, a)}
          </option>
        ))}
      </SelectField>
      <AmountField
        error={errors.amount?.message}
        {...register('amount', {
          validate: amountCheck({ min: info.min, max: info.max, available: info.balance }),
        })}
      />
      <PaymentPasswordField
        error={errors.paymentPassword?.message}
        {...register('paymentPassword', { required: t('mn_required') })}
      />
      <SubmitRow label={t('mn_withdraw_submit')} pending={withdraw.isPending} {...outcome.result} />
      {needsKyc && outcome.result.error && <VerifyIdentityButton />}
    </form>
  );
}
