import { bindEmail, type MemberInfo, sendBindEmail } from '@gamehall/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client.ts';
import { Field, Section, panelStyles as styles } from '../../panel/index.ts';
import { CodeBindingForm } from './code-binding-form.tsx';

/** A light check so the code button waits for something that looks like an address. */
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** Binds or changes the e-mail address with a code sent to the new address. */
export function EmailSection({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const bound = member.email !== null;

  return (
    <Section title={t('mc_email')}>
      <p className={styles.state}>{bound ? member.email : t('mc_not_bound')}</p>
      <CodeBindingForm
        def={bindEmail}
        body={(verificationCode) => ({ email, verificationCode })}
        target={
          <Field
            label={t('mc_new_email')}
            type="email"
            autoComplete="email"
            maxLength={254}
            required
            value={email}
            onChange={(e) => setEmail(e.target.value.trim())}
          />
        }
        canSend={looksLikeEmail(email)}
        send={() => call(sendBindEmail, { body: { email } })}
        submitLabel={t(bound ? 'mc_change_email' : 'mc_bind_email')}
        onBound={() => setEmail('')}
      />
    </Section>
  );
}
