import { useTranslation } from 'react-i18next';
import styles from '../page.module.css';
import { NumberField, SaveRow } from './setting-fields.tsx';
import { useSettingForm } from './use-setting-form.ts';

/** The accounts setting's figures this page edits; the rest is sent back as it was. */
const FIELDS = [
  ['sessionHours', 'cs_br_session_hours'],
  ['trialSessionHours', 'cs_br_trial_session_hours'],
  ['codeMinutes', 'cs_br_code_minutes'],
  ['smsPerHour', 'cs_br_sms_per_hour'],
  ['trialBalance', 'cs_br_trial_balance'],
] as const;

/** Sessions, verification codes, the SMS budget and the free-play balance (product §4/§9). */
export function AccountsSection({ accounts, readOnly }: { accounts: object; readOnly: boolean }) {
  const { t } = useTranslation();
  const form = useSettingForm('accounts', accounts);
  return (
    <section className={styles.section} aria-labelledby="cs-br-accounts">
      <h2 id="cs-br-accounts">{t('cs_br_accounts')}</h2>
      <div className={styles.form}>
        {FIELDS.map(([path, label]) => (
          <NumberField key={path} form={form} path={path} label={t(label)} readOnly={readOnly} />
        ))}
      </div>
      <SaveRow
        form={form}
        label={t('cs_br_save_accounts')}
        readOnly={readOnly}
        shown={(p) => FIELDS.some(([path]) => path === p)}
      />
    </section>
  );
}
