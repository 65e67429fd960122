import { useTranslation } from 'react-i18next';
import styles from '../page.module.css';
import brand from './brand.module.css';
import { NumberField, SaveRow, SwitchField } from './setting-fields.tsx';
import { useSettingForm } from './use-setting-form.ts';

/** What this page shows of the money setting; the rest is sent back as it was. */
export interface MoneyView {
  depositChannels: { id: string; name: string }[];
}

/** Limits in major units, as the server keeps them (MoneySetting in settings/schema.ts). */
const FIXED = [
  'withdrawMin',
  'withdrawMax',
  'depositTurnoverMultiple',
  'bonusTurnoverMultiple',
  'kyc.withdrawalAbove',
  'kyc.lifetimeAbove',
  'winCapMultiple',
  'autoTransfer',
];

/** Withdrawal and deposit limits, wagering, the KYC thresholds, the win cap, auto transfer. */
export function MoneySection({ money, readOnly }: { money: MoneyView; readOnly: boolean }) {
  const { t } = useTranslation();
  const form = useSettingForm('money', money);
  const channels = money.depositChannels;
  const shown = new Set([
    ...FIXED,
    ...channels.flatMap((_, i) => [`depositChannels.${i}.min`, `depositChannels.${i}.max`]),
  ]);
  const field = (path: string, label: string, nullable = false) => (
    <NumberField form={form} path={path} label={t(label)} readOnly={readOnly} nullable={nullable} />
  );
  return (
    <section className={styles.section} aria-labelledby="cs-br-money">
      <h2 id="cs-br-money">{t('cs_br_money')}</h2>
      <fieldset className={brand.group}>
        <legend>{t('cs_br_withdrawals')}</legend>
        <div className={styles.form}>
          {field('withdrawMin', 'cs_br_withdraw_min')}
          {field('withdrawMax', 'cs_br_withdraw_max')}
        </div>
      </fieldset>
      <fieldset className={brand.group}>
        <legend>{t('cs_br_deposits')}</legend>
        {channels.map((c, i) => (
          <div key={c.id} className={styles.form}>
            <NumberField
              form={form}
              path={`depositChannels.${i}.min`}
              label={t('cs_br_channel_min', { name: c.name })}
              readOnly={readOnly}
            />
            <NumberField
              form={form}
              path={`depositChannels.${i}.max`}
              label={t('cs_br_channel_max', { name: c.name })}
              readOnly={readOnly}
            />
          </div>
        ))}
      </fieldset>
      <fieldset className={brand.group}>
        <legend>{t('cs_br_wagering')}</legend>
        <div className={styles.form}>
          {field('depositTurnoverMultiple', 'cs_br_deposit_turnover')}
          {field('bonusTurnoverMultiple', 'cs_br_bonus_turnover')}
        </div>
      </fieldset>
      <fieldset className={brand.group}>
        <legend>{t('cs_br_kyc')}</legend>
        <p className={styles.muted}>{t('cs_br_kyc_hint')}</p>
        <div className={styles.form}>
          {field('kyc.withdrawalAbove', 'cs_br_kyc_single', true)}
          {field('kyc.lifetimeAbove', 'cs_br_kyc_lifetime', true)}
        </div>
      </fieldset>
      <fieldset className={brand.group}>
        <legend>{t('cs_br_games')}</legend>
        <div className={styles.form}>{field('winCapMultiple', 'cs_br_win_cap')}</div>
        <SwitchField
          form={form}
          path="autoTransfer"
          label={t('cs_br_auto_transfer')}
          readOnly={readOnly}
        />
      </fieldset>
      <SaveRow
        form={form}
        label={t('cs_br_save_money')}
        readOnly={readOnly}
        shown={(p) => shown.has(p)}
      />
    </section>
  );
}
