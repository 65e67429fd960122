import type { LoginResult } from '@gamehall/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { completeVerification } from '../api/login.ts';
import { requestLoginVerificationCode } from '../api/send-codes.ts';
import { useFailureText } from '../model/use-failure-text.ts';
import { CodeButton } from './code-button.tsx';
import styles from './forms.module.css';
import { TextField } from './text-field.tsx';

type Pending = NonNullable<LoginResult['verification']>;
type Method = Pending['methods'][number];

export interface SecondVerificationProps {
  verification: Pending;
  /** The login's remember me, which the completed verification carries out. */
  remember?: boolean;
  onResult: (result: LoginResult) => Promise<void>;
}

/** Product §4: a login from an unregistered IP proves itself with a code (SMS, e-mail, TOTP). */
export function SecondVerification({ verification, remember, onResult }: SecondVerificationProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const groupId = useId();
  const [method, setMethod] = useState<Method>(verification.methods[0] ?? 'sms');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const target = (m: Method) =>
    m === 'sms' ? verification.mobile : m === 'email' ? verification.email : null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (code.trim() === '') return setError(t('auth_valid_code'));
    setError(null);
    setBusy(true);
    try {
      await onResult(
        await completeVerification({ ticket: verification.ticket, method, code, remember }),
      );
    } catch (err) {
      setFailure(failureText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>{t('auth_second_verification_text')}</p>
      <fieldset className={styles.form} aria-labelledby={groupId}>
        <legend id={groupId} className={styles.label}>
          {t('auth_verification_method')}
        </legend>
        {verification.methods.map((m) => (
          <label key={m} className={styles.check}>
            <input
              type="radio"
              name="method"
              value={m}
              checked={method === m}
              onChange={() => setMethod(m)}
            />
            {t(`auth_method_${m}`)}
            {target(m) ? ` (${target(m)})` : ''}
          </label>
        ))}
      </fieldset>
      <TextField
        label={t('auth_verification_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error ?? undefined}
        after={
          method === 'totp' ? undefined : (
            <CodeButton
              key={method}
              send={() => requestLoginVerificationCode({ ticket: verification.ticket, method })}
            />
          )
        }
      />
      {failure && (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      )}
      <button
        type="submit"
        className={styles.primary}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {t('auth_verify_submit')}
      </button>
    </form>
  );
}
