import { useTranslation } from 'react-i18next';
import { useWallets } from '../../wallet/index.ts';
import { Figures } from '../components/figures.tsx';
import styles from '../components/panel.module.css';
import { Section } from '../components/section.tsx';
import type { MemberPageProps } from '../model/pages.ts';
import { PaymentPasswordNeeded } from '../money/payment-password-needed.tsx';
import { UplineForm } from '../money/upline-form.tsx';

/**
 * Product §2 member centre, page transferUpline (in_transfer_upline). A player who
 * registered under no agent is told so (the server answers NO_UPLINE to a transfer too).
 */
export function TransferUpline({ member }: MemberPageProps) {
  const { t } = useTranslation();
  const main = useWallets().data?.main;
  if (!member.toUpline) {
    return (
      <p className={styles.section} role="note">
        {t('mn_no_upline')}
      </p>
    );
  }
  if (!member.hasPaymentPassword) return <PaymentPasswordNeeded />;
  return (
    <Section title={t('in_transfer_upline')}>
      {main !== undefined && <Figures items={[{ label: t('mn_wallet_main'), amount: main }]} />}
      <UplineForm available={main} />
    </Section>
  );
}
