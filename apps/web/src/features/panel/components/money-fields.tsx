import { useTranslation } from 'react-i18next';
import { Field, type FieldProps } from './field.tsx';

type Props = Omit<FieldProps, 'label'> & { label?: string };

/** An amount as typed (text, so "100.50" stays as written until it is checked). */
export function AmountField({ label, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <Field label={label ?? t('mn_amount')} inputMode="decimal" autoComplete="off" {...props} />
  );
}

/** The payment password that proves a withdrawal, a binding or an upline transfer. */
export function PaymentPasswordField(props: Props) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('mn_payment_password')}
      type="password"
      autoComplete="off"
      maxLength={64}
      {...props}
    />
  );
}
