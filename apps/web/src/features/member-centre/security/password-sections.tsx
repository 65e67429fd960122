import { type MemberInfo, setPaymentPassword } from '@gamehall/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { Field, Section, SubmitRow, panelStyles as styles } from '../../panel/index.ts';
import { useMemberChange } from '../api/use-member-change.ts';

/** The login password is changed in the session feature's own dialog. */
export function LoginPasswordSection() {
  const { t } = useTranslation();
  const openDialog = useDialogs((s) => s.openDialog);
  return (
    <Section title={t('mc_login_password')}>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => openDialog('changePassword')}
      >
        {t('mc_change_login_password')}
      </button>
    </Section>
  );
}

/** A payment password input: old, new or its confirmation. */
function PaymentPasswordField({ label, name }: { label: string; name: string }) {
  return (
    <Field label={label} name={name} type="password" autoComplete="off" maxLength={64} required />
  );
}

/**
 * First time the player proves it is them with the login password; afterwards with the old
 * payment password. An E call: the api client encrypts the body.
 */
export function PaymentPasswordSection({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const change = useMemberChange(setPaymentPassword);
  const [problem, setProblem] = useState<string | null>(null);
  const isSet = member.hasPaymentPassword;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const get = (name: string) => String(data.get(name) ?? '');
    change.reset();
    if (get('paymentPassword') !== get('confirmPaymentPassword')) {
      return setProblem(t('mc_confirm_mismatch'));
    }
    setProblem(null);
    const proof = isSet
      ? { oldPaymentPassword: get('oldPaymentPassword') }
      : { loginPassword: get('loginPassword') };
    change.mutate(
      {
        ...proof,
        paymentPassword: get('paymentPassword'),
        confirmPaymentPassword: get('confirmPaymentPassword'),
      },
      { onSuccess: () => form.reset() },
    );
  };

  return (
    <Section title={t('mc_payment_password')}>
      <p className={styles.state}>{t(isSet ? 'mc_payment_password_set' : 'mc_not_set')}</p>
      <form className={styles.form} onSubmit={onSubmit}>
        {isSet ? (
          <PaymentPasswordField label={t('mc_old_payment_password')} name="oldPaymentPassword" />
        ) : (
          <Field
            label={t('mc_login_password')}
            name="loginPassword"
            type="password"
            autoComplete="current-password"
            maxLength={128}
            required
          />
        )}
        <PaymentPasswordField label={t('mc_new_payment_password')} name="paymentPassword" />
        <PaymentPasswordField
          label={t('mc_confirm_payment_password')}
          name="confirmPaymentPassword"
        />
        <SubmitRow
          label={t(isSet ? 'mc_change_payment_password' : 'mc_set_payment_password')}
          pending={change.isPending}
          success={change.isSuccess}
          error={problem ?? change.error?.message}
        />
      </form>
    </Section>
  );
}
