import type { BodyOf, CallDef } from '@gamehall/contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, SubmitRow, panelStyles as styles } from '../../panel/index.ts';
import { CodeButton, type CodeButtonProps } from '../../session/index.ts';
import { useMemberChange } from '../api/use-member-change.ts';

export interface CodeBindingFormProps<C extends CallDef> {
  /** The bind call, and its body for the code the player typed. */
  def: C;
  body: (verificationCode: string) => BodyOf<C>;
  /** The field of the new address or number, which the code is sent to. */
  target: ReactNode;
  /** Sends the code; the button waits while `canSend` is false. */
  send: CodeButtonProps['send'];
  canSend: boolean;
  submitLabel: string;
  /** Bound: clear the new address or number (the code is cleared here). */
  onBound: () => void;
}

/** Binds an e-mail address or mobile number with a code sent to it. */
export function CodeBindingForm<C extends CallDef>({
  def,
  body,
  target,
  send,
  canSend,
  submitLabel,
  onBound,
}: CodeBindingFormProps<C>) {
  const { t } = useTranslation();
  const change = useMemberChange(def);
  const [code, setCode] = useState('');

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    change.mutate(body(code), {
      onSuccess: () => {
        onBound();
        setCode('');
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      {target}
      <Field
        label={t('mc_verification_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        required
        value={code}
        onChange={(e) => setCode(e.target.value.trim())}
        after={<CodeButton disabled={!canSend} send={send} />}
      />
      <SubmitRow
        label={submitLabel}
        pending={change.isPending}
        success={change.isSuccess}
        error={change.error?.message}
      />
    </form>
  );
}
