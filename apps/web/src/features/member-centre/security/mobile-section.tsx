import { bindMobile, type MemberInfo, sendBindSms } from '@gamehall/contract';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client.ts';
import { CodeButton, DialingCodeSelect } from '../../session/index.ts';
import { useMemberChange } from '../api/use-member-change.ts';
import { Field } from './field.tsx';
import { FormResult } from './form-result.tsx';
import { Section } from './section.tsx';
import styles from './security.module.css';

const plus = (code: string) => (code.startsWith('+') ? code : `+${code}`);

/** Binds or changes the mobile number with an SMS code sent to the new number. */
export function MobileSection({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const change = useMemberChange(bindMobile);
  const [dialing, setDialing] = useState(member.countryDialingCode ?? '');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const onDialing = useCallback((value: string) => setDialing(value), []);
  const bound = member.mobile !== null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    change.mutate(
      { mobileNum: mobile, countryDialingCode: dialing, verificationCode: code },
      {
        onSuccess: () => {
          setMobile('');
          setCode('');
        },
      },
    );
  };

  return (
    <Section title={t('mc_mobile')}>
      <p className={styles.state}>
        {bound
          ? `${member.countryDialingCode ? `${plus(member.countryDialingCode)} ` : ''}${member.mobile}`
          : t('mc_not_bound')}
      </p>
      <form className={styles.form} onSubmit={onSubmit}>
        <Field
          label={t('mc_new_mobile')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          pattern="\d{4,20}"
          required
          value={mobile}
          onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))}
          before={<DialingCodeSelect value={dialing} onChange={onDialing} />}
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
              disabled={!/^\d{4,20}$/.test(mobile) || !dialing}
              send={() =>
                call(sendBindSms, { body: { mobileNum: mobile, countryDialingCode: dialing } })
              }
            />
          }
        />
        <button type="submit" className={styles.primary} disabled={change.isPending}>
          {t(bound ? 'mc_change_mobile' : 'mc_bind_mobile')}
        </button>
        <FormResult success={change.isSuccess} error={change.error?.message} />
      </form>
    </Section>
  );
}
