import { WITHDRAW_ACCOUNT_TYPES } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import {
  Field,
  PaymentPasswordField,
  SelectField,
  SubmitRow,
  panelStyles as styles,
  useMoneyForm,
} from '../../panel/index.ts';
import { useBindWithdrawAccount } from '../api/bind-withdraw-account.ts';

interface Values {
  type: (typeof WITHDRAW_ACCOUNT_TYPES)[number];
  institution: string;
  accountName: string;
  accountNumber: string;
  paymentPassword: string;
}

/** bindWithdrawAccount's rule for the number, checked here first. */
const ACCOUNT_NUMBER = /^[A-Za-z0-9 -]{4,34}$/;

/** Binds a bank or e-wallet account for withdrawals, proved with the payment password. */
export function BindAccountForm() {
  const { t } = useTranslation();
  const bind = useBindWithdrawAccount();
  const { register, handleSubmit, formState, reset, outcome } = useMoneyForm<Values>({
    type: 'BANK',
    institution: '',
    accountName: '',
    accountNumber: '',
    paymentPassword: '',
  });
  const errors = formState.errors;
  const required = t('mn_required');
  const text = (max: number) => ({
    validate: (value: string) => value.trim() !== '' || required,
    maxLength: { value: max, message: t('mn_too_long', { max }) },
  });

  const submit = handleSubmit((v) =>
    outcome.run(async () => {
      await bind.mutateAsync({
        ...v,
        institution: v.institution.trim(),
        accountName: v.accountName.trim(),
        accountNumber: v.accountNumber.trim(),
      });
      reset();
      return t('mn_account_bound');
    }),
  );

  return (
    <form className={styles.form} onSubmit={submit} onChange={outcome.clear} noValidate>
      <SelectField label={t('mn_account_type')} {...register('type')}>
        {WITHDRAW_ACCOUNT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`mn_account_${type}`)}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('mn_institution')}
        error={errors.institution?.message}
        {...register('institution', text(64))}
      />
      <Field
        label={t('mn_account_name')}
        autoComplete="name"
        error={errors.accountName?.message}
        {...register('accountName', text(128))}
      />
      <Field
        label={t('mn_account_number')}
        autoComplete="off"
        error={errors.accountNumber?.message}
        {...register('accountNumber', {
          required,
          pattern: { value: ACCOUNT_NUMBER, message: t('mn_account_number_rule') },
        })}
      />
      <PaymentPasswordField
        error={errors.paymentPassword?.message}
        {...register('paymentPassword', { required })}
      />
      <SubmitRow label={t('mn_bind_account')} pending={bind.isPending} {...outcome.result} />
    </form>
  );
}
