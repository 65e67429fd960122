import { useTranslation } from 'react-i18next';
import {
  Figures,
  type MemberPageProps,
  PaymentPasswordNeeded,
  Section,
  panelStyles as styles,
} from '../../panel/index.ts';
import { useWallets } from '../api/get-wallets.ts';
import { UplineForm } from '../components/upline-form.tsx';

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
