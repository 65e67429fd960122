import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { memberDetailQuery } from '../../lib/member-keys.ts';
import { QueryState } from '../../lib/query-state.tsx';
import { useMay } from '../../lib/staff-session.ts';
import { Tabs } from '../../ui/tabs.tsx';
import { MemberKycTab } from '../kyc/member-kyc-tab.tsx';
import page from '../page.module.css';
import { MemberProtectionPanel } from '../protection/member-protection-panel.tsx';
import { LoginsTab, SessionsTab } from './activity-tabs.tsx';
import { BetsTab } from './bets-tab.tsx';
import { LedgerTab } from './ledger-tab.tsx';
import { MemberActions } from './member-actions.tsx';
import { NotesTab } from './notes-tab.tsx';
import { MemberSummary, ProfileTab } from './profile-tab.tsx';

const TABS = [
  'profile',
  'ledger',
  'bets',
  'sessions',
  'logins',
  'notes',
  'protection',
  'kyc',
] as const;
type Tab = (typeof TABS)[number];

/** One member: who they are, the staff actions on them, and their data by tab. */
export function MemberView({ account }: { account: string }) {
  const { t } = useTranslation();
  const may = useMay();
  const [params, setParams] = useSearchParams();
  const detail = useQuery(memberDetailQuery(account));
  // The ledger is money, the documents are KYC: a role without the permission has no tab.
  const tabs = TABS.filter(
    (tab) => (tab !== 'ledger' || may('money.read')) && (tab !== 'kyc' || may('kyc.review')),
  );
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && tabs.includes(asked) ? asked : 'profile';
  const back = new URLSearchParams(params);
  back.delete('account');
  back.delete('tab');
  const select = (next: Tab) =>
    setParams(
      (now) => {
        const to = new URLSearchParams(now);
        to.set('tab', next);
        return to;
      },
      { replace: true },
    );
  return (
    <div className={page.page}>
      <div>
        <Link className={page.link} to={{ search: back.toString() }}>
          {t('cs_member_back')}
        </Link>
      </div>
      <h1 className={page.title}>{t('cs_member_title', { account })}</h1>
      <QueryState query={detail} />
      {detail.data && (
        <>
          <MemberSummary detail={detail.data} />
          <MemberActions member={detail.data.member} />
          <Tabs
            label={t('cs_member_tabs', { account })}
            tabs={tabs.map((id) => ({ id, text: t(`cs_member_tab_${id}`) }))}
            selected={tab}
            onSelect={select}
          >
            {tab === 'profile' && <ProfileTab detail={detail.data} />}
            {tab === 'ledger' && <LedgerTab account={account} />}
            {tab === 'bets' && <BetsTab account={account} />}
            {tab === 'sessions' && <SessionsTab sessions={detail.data.sessions} />}
            {tab === 'logins' && <LoginsTab logins={detail.data.logins} />}
            {tab === 'notes' && <NotesTab account={account} notes={detail.data.notes} />}
            {tab === 'protection' && <MemberProtectionPanel account={account} />}
            {tab === 'kyc' && <MemberKycTab account={account} />}
          </Tabs>
        </>
      )}
    </div>
  );
}
