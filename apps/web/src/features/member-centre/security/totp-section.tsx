import { bindTotp, type MemberInfo, startTotpBinding } from '@gamehall/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../components/ui/index.ts';
import { Field, FormResult, panelStyles as panel, Section, SubmitRow } from '../../panel/index.ts';
import { useMemberChange } from '../api/use-member-change.ts';
import styles from './security.module.css';

/**
 * Authenticator (TOTP): ask for a secret, scan its QR (or type the secret), confirm with a
 * current 6-digit code. Once bound it cannot be removed, so it is only ever shown as bound.
 */
export function TotpSection({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const start = useMemberChange(startTotpBinding);
  const bind = useMemberChange(bindTotp);
  const [code, setCode] = useState('');

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    bind.mutate({ code });
  };

  if (member.totpBound) {
    return (
      <Section title={t('mc_totp')}>
        <p className={panel.state}>{t('mc_bound')}</p>
        <p className={panel.hint}>{t('mc_totp_permanent')}</p>
        <FormResult success={bind.isSuccess} />
      </Section>
    );
  }

  const setup = start.data;
  return (
    <Section title={t('mc_totp')}>
      <p className={panel.state}>{t('mc_not_bound')}</p>
      {!setup ? (
        <>
          <button
            type="button"
            className={panel.secondary}
            disabled={start.isPending}
            onClick={() => start.mutate({})}
          >
            {t('mc_totp_start')}
          </button>
          <FormResult error={start.error?.message} />
        </>
      ) : (
        <form className={panel.form} onSubmit={onSubmit}>
          <p className={panel.hint}>{t('mc_totp_scan')}</p>
          <QrCode value={setup.otpauthUrl} size={180} label={t('mc_totp_qr')} />
          <p className={panel.hint}>
            {t('mc_totp_secret')} <code className={styles.secret}>{setup.secret}</code>
          </p>
          <Field
            label={t('mc_totp_code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            maxLength={6}
            required
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
          <p className={panel.hint}>{t('mc_totp_permanent')}</p>
          <SubmitRow
            label={t('mc_totp_bind')}
            pending={bind.isPending}
            success={bind.isSuccess}
            error={bind.error?.message}
          />
        </form>
      )}
    </Section>
  );
}
