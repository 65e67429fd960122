import { bindEmail, type MemberInfo, sendBindEmail } from '@gamehall/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client.ts';
import { CodeButton } from '../../session/index.ts';
import { useMemberChange } from '../api/use-member-change.ts';
import { Field } from './field.tsx';
import { FormResult } from './form-result.tsx';
import { Section } from './section.tsx';
import styles from './security.module.css';

/** A light check so the code button waits for something that looks like an address. */
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** Binds or changes the e-mail address with a code sent to the new address. */
export function EmailSection({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const change = useMemberChange(bindEmail);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const bound = member.email !== null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    change.mutate(
      { email, verificationCode: code },
      {
        onSuccess: () => {
          setEmail('');
          setCode('');
        },
      },
    );
  };

  return (
    <Section title={t('mc_email')}>
      <p className={styles.state}>{bound ? member.email : t('mc_not_bound')}</p>
      <form className={styles.form} onSubmit={onSubmit}>
        <Field
          label={t('mc_new_email')}
          type="email"
          autoComplete="email"
          maxLength={254}
          required
          value={email}
          onChange={(e) => setEmail(e.target.value.trim())}
        />
        <Field
          label={t('mc_verification_code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={255}
          required
          value={code}
          onChange={(e) => setCode(e.target.value.trim())}
          after={
            <CodeButton
              disabled={!looksLikeEmail(email)}
              send={() => call(sendBindEmail, { body: { email } })}
            />
          }
        />
        <button type="submit" className={styles.primary} disabled={change.isPending}>
          {t(bound ? 'mc_change_email' : 'mc_bind_email')}
        </button>
        <FormResult success={change.isSuccess} error={change.error?.message} />
      </form>
    </Section>
  );
}
