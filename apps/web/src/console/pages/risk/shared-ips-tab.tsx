import { opsRiskSharedIps } from '@gamehall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { staffCall } from '../../lib/staff-call.ts';
import page from '../page.module.css';
import styles from './risk.module.css';
import { AccountLink, RISK, RISK_PAGE_SIZE, RiskResults } from './risk-results.tsx';
import { usePageNo } from './use-page-no.ts';

/** Addresses more than one account logged in from, the most accounts first. */
export function SharedIpsTab({ days }: { days: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [pageNo, setPageNo] = usePageNo(days);
  const shared = useQuery({
    queryKey: [...RISK, 'shared-ips', days, pageNo],
    queryFn: () =>
      staffCall(opsRiskSharedIps, { query: { days, pageNo, pageSize: RISK_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const groups = shared.data?.groups ?? [];
  return (
    <>
      <p className={page.muted}>{t('cs_risk_shared_intro')}</p>
      <RiskResults
        query={shared}
        rows={groups.length}
        pagesLabel={t('cs_risk_shared_pages')}
        onPage={setPageNo}
      >
        <table className={page.table} aria-label={t('cs_risk_tab_shared')}>
          <thead>
            <tr>
              <th scope="col">{t('cs_member_ip')}</th>
              <th scope="col">{t('cs_risk_accounts')}</th>
              <th scope="col">{t('cs_risk_last_seen')}</th>
            </tr>
          </thead>
          <tbody>
            {groups.map((g) => (
              <tr key={g.ip}>
                <th scope="row" className={page.nowrap}>
                  {g.ip}
                </th>
                <td>
                  <p className={page.muted}>
                    {t('cs_risk_account_count', { count: g.accounts.length })}
                  </p>
                  <ul
                    className={styles.accounts}
                    aria-label={t('cs_risk_accounts_of', { ip: g.ip })}
                  >
                    {g.accounts.map((account) => (
                      <li key={account}>
                        <AccountLink account={account} tab="logins" />
                      </li>
                    ))}
                  </ul>
                </td>
                <td className={page.nowrap}>{format.dateTime(g.lastSeen)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </RiskResults>
    </>
  );
}
