import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/index.ts';
import {
  FilterSelect,
  PagedRecords,
  panelStyles,
  Totals,
  useBrandTime,
} from '../../panel/index.ts';
import { useTeamBets } from '../api/reports.ts';
import { AccountSearch } from '../components/account-search.tsx';
import styles from '../components/agent.module.css';
import { DayFilters } from '../components/day-filters.tsx';
import { useDayFilters, useReportFilter } from '../hooks/use-day-filters.ts';

/** The game categories a bet can belong to (the lobby's codes). */
const CATEGORIES = ['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTTERY'] as const;
type Category = (typeof CATEGORIES)[number];

/** Agent centre, page agentTeamBetting: every settled bet of the team, filters and a totals row. */
export function TeamBetting() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const filters = useDayFilters('today');
  const [account, setAccount] = useReportFilter<string | undefined>(filters, undefined);
  const [category, setCategory] = useReportFilter<Category | ''>(filters, '');
  const bets = useTeamBets({ ...filters.query, account, category: category || undefined });
  const totals = bets.data?.totals;

  return (
    <div className={panelStyles.sections}>
      <DayFilters filters={filters}>
        <AccountSearch label={t('ag_account')} value={account} onSearch={setAccount} />
        <FilterSelect
          label={t('ag_category')}
          all={t('ag_all')}
          className={styles.filter}
          options={CATEGORIES.map((c) => [c, t(`ag_category_${c}`)] as const)}
          value={category}
          onChange={setCategory}
        />
      </DayFilters>
      <Totals
        items={
          totals && [
            { label: t('mn_bet_amount'), amount: totals.betAmount },
            { label: t('mn_win_amount'), amount: totals.winAmount },
            { label: t('ag_profit_loss'), amount: totals.profitLoss },
          ]
        }
      />
      <PagedRecords
        query={bets}
        onPage={filters.setPage}
        caption={t('ag_team_betting')}
        rowKey={(b) => `${b.vendorName}:${b.roundId}:${b.account}`}
        rowLabel={(b) => `${b.account} ${b.gameName}`}
        columns={[
          { header: t('mn_time'), cell: (b) => time(b.settledAt), detail: 'narrow' },
          { header: t('ag_account'), cell: (b) => b.account },
          { header: t('mn_vendor'), cell: (b) => b.vendorName, detail: 'narrow' },
          { header: t('mn_game'), cell: (b) => b.gameName, detail: 'narrow' },
          { header: t('mn_round'), cell: (b) => b.roundId, detail: 'always' },
          { header: t('mn_bet_amount'), cell: (b) => <Money value={b.betAmount} />, numeric: true },
          {
            header: t('mn_win_amount'),
            cell: (b) => <Money value={b.winAmount} />,
            numeric: true,
            detail: 'narrow',
          },
          {
            header: t('ag_profit_loss'),
            cell: (b) => <Money value={b.profitLoss} />,
            numeric: true,
          },
        ]}
      />
    </div>
  );
}
