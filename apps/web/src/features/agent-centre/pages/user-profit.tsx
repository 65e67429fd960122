import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/index.ts';
import { PagedRecords, panelStyles, Totals } from '../../panel/index.ts';
import { useTeamProfitLoss } from '../api/reports.ts';
import { AccountSearch } from '../components/account-search.tsx';
import { DayFilters } from '../components/day-filters.tsx';
import { useDayFilters, useReportFilter } from '../hooks/use-day-filters.ts';

/** Agent centre, page agentUserProfit: each team member's valid bet, result and money in and out. */
export function UserProfit() {
  const { t } = useTranslation();
  const filters = useDayFilters('last7');
  const [account, setAccount] = useReportFilter<string | undefined>(filters, undefined);
  const report = useTeamProfitLoss({ ...filters.query, account });
  const totals = report.data?.totals;

  return (
    <div className={panelStyles.sections}>
      <DayFilters filters={filters}>
        <AccountSearch label={t('ag_account')} value={account} onSearch={setAccount} />
      </DayFilters>
      <Totals
        items={
          totals && [
            { label: t('ag_valid_bet'), amount: totals.validBet },
            { label: t('mn_win_amount'), amount: totals.wins },
            { label: t('ag_profit_loss'), amount: totals.profitLoss },
            { label: t('mn_bonuses'), amount: totals.bonus },
            { label: t('mn_deposits'), amount: totals.deposits },
            { label: t('mn_withdrawals'), amount: totals.withdrawals },
          ]
        }
      />
      <PagedRecords
        query={report}
        onPage={filters.setPage}
        caption={t('ag_user_profit')}
        rowKey={(r) => r.account}
        rowLabel={(r) => r.account}
        columns={[
          { header: t('ag_account'), cell: (r) => r.account },
          { header: t('ag_valid_bet'), cell: (r) => <Money value={r.validBet} />, numeric: true },
          {
            header: t('mn_win_amount'),
            cell: (r) => <Money value={r.wins} />,
            numeric: true,
            detail: 'narrow',
          },
          {
            header: t('ag_profit_loss'),
            cell: (r) => <Money value={r.profitLoss} />,
            numeric: true,
          },
          {
            header: t('mn_bonuses'),
            cell: (r) => <Money value={r.bonus} />,
            numeric: true,
            detail: 'narrow',
          },
          {
            header: t('mn_deposits'),
            cell: (r) => <Money value={r.deposits} />,
            numeric: true,
            detail: 'always',
          },
          {
            header: t('mn_withdrawals'),
            cell: (r) => <Money value={r.withdrawals} />,
            numeric: true,
            detail: 'always',
          },
        ]}
      />
    </div>
  );
}
