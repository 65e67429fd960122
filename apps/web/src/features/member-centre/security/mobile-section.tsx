import { bindMobile, type MemberInfo, sendBindSms } from '@gamehall/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client.ts';
import { Field, Section, panelStyles as styles } from '../../panel/index.ts';
import { DialingCodeSelect } from '../../session/index.ts';
import { CodeBindingForm } from './code-binding-form.tsx';

const plus = (code: string) => (code.startsWith('+') ? code : `+${code}`);

/** Binds or changes the mobile number with an SMS code sent to the new number. */
export function MobileSection({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const [dialing, setDialing] = useState(member.countryDialingCode ?? '');
  const [mobile, setMobile] = useState('');
  const onDialing = useCallback((value: string) => setDialing(value), []);
  const bound = member.mobile !== null;

  return (
    <Section title={t('mc_mobile')}>
      <p className={styles.state}>
        {bound
          ? `${member.countryDialingCode ? `${plus(member.countryDialingCode)} ` : ''}${member.mobile}`
          : t('mc_not_bound')}
      </p>
      <CodeBindingForm
        def={bindMobile}
        body={(verificationCode) => ({
          mobileNum: mobile,
          countryDialingCode: dialing,
          verificationCode,
        })}
        target={
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
        }
        canSend={/^\d{4,20}$/.test(mobile) && !!dialing}
        send={() => call(sendBindSms, { body: { mobileNum: mobile, countryDialingCode: dialing } })}
        submitLabel={t(bound ? 'mc_change_mobile' : 'mc_bind_mobile')}
        onBound={() => setMobile('')}
      />
    </Section>
  );
}
