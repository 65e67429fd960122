import { useTranslation } from 'react-i18next';
import { QueryState, Section, panelStyles as styles } from '../../panel/index.ts';
import { useDepositChannels } from '../api/get-deposit-channels.ts';
import { DepositForm } from '../components/deposit-form.tsx';
import { DepositList } from '../components/deposit-list.tsx';

/** Product §2 member centre, page depositv2 (in_increase_deposit): a new deposit and the recent ones. */
export function Deposit() {
  const { t } = useTranslation();
  const channels = useDepositChannels();
  return (
    <div className={styles.sections}>
      <Section title={t('mn_deposit_new')}>
        <QueryState query={channels}>
          {(data) => <DepositForm channels={data.channels} />}
        </QueryState>
      </Section>
      <Section title={t('mn_recent_deposits')}>
        <DepositList channels={channels.data?.channels ?? []} />
      </Section>
    </div>
  );
}
