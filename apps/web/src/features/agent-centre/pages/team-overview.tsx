import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/index.ts';
import { panelStyles, QueryState, RecordTable, Section, Totals } from '../../panel/index.ts';
import { useTeamOverview } from '../api/reports.ts';
import { Counts } from '../components/counts.tsx';
import { DailyChart } from '../components/daily-chart.tsx';
import { DayFilters } from '../components/day-filters.tsx';
import { useDayFilters } from '../hooks/use-day-filters.ts';

/**
 * Agent centre, page agentTeamOverview (the default): the team's figures over the days
 * picked — size, new members, active members, first deposits, deposits, withdrawals, valid
 * bet, result, bonus — and the daily series as a chart with its table.
 */
export function TeamOverview() {
  const { t } = useTranslation();
  const filters = useDayFilters('last7');
  const overview = useTeamOverview(filters.days);
  const days = overview.data?.days;
  const series = useMemo(
    () =>
      days && [
        { label: t('ag_valid_bet'), values: days.map((d) => d.validBet), color: '--color-primary' },
        { label: t('mn_deposits'), values: days.map((d) => d.deposits), color: '--color-success' },
        {
          label: t('ag_profit_loss'),
          values: days.map((d) => d.profitLoss),
          color: '--color-danger',
        },
      ],
    [days, t],
  );

  return (
    <div className={panelStyles.sections}>
      <DayFilters filters={filters} />
      <QueryState query={overview}>
        {(data) => (
          <>
            <Section title={t('ag_team')}>
              <Counts
                items={[
                  { label: t('ag_team_size'), count: data.teamSize },
                  { label: t('ag_new_members'), count: data.totals.newMembers },
                  { label: t('ag_active_members'), count: data.totals.activeMembers },
                  { label: t('ag_first_deposits'), count: data.totals.firstDeposits },
                ]}
              />
            </Section>
            <Totals
              items={[
                { label: t('mn_deposits'), amount: data.totals.deposits },
                { label: t('mn_withdrawals'), amount: data.totals.withdrawals },
                { label: t('ag_valid_bet'), amount: data.totals.validBet },
                { label: t('ag_profit_loss'), amount: data.totals.profitLoss },
                { label: t('mn_bonuses'), amount: data.totals.bonus },
              ]}
            />
            <Section title={t('ag_by_day')}>
              {series && (
                <DailyChart
                  label={t('ag_chart_label')}
                  days={data.days.map((d) => d.day)}
                  series={series}
                />
              )}
              <RecordTable
                caption={t('ag_by_day')}
                rows={[...data.days].reverse()}
                rowKey={(d) => d.day}
                rowLabel={(d) => d.day}
                columns={[
                  { header: t('ag_day'), cell: (d) => d.day },
                  {
                    header: t('ag_new_members'),
                    cell: (d) => d.newMembers,
                    numeric: true,
                    detail: 'narrow',
                  },
                  {
                    header: t('ag_active_members'),
                    cell: (d) => d.activeMembers,
                    numeric: true,
                    detail: 'narrow',
                  },
                  {
                    header: t('ag_first_deposits'),
                    cell: (d) => d.firstDeposits,
                    numeric: true,
                    detail: 'always',
                  },
                  {
                    header: t('mn_deposits'),
                    cell: (d) => <Money value={d.deposits} />,
                    numeric: true,
                    detail: 'narrow',
                  },
                  {
                    header: t('mn_withdrawals'),
                    cell: (d) => <Money value={d.withdrawals} />,
                    numeric: true,
                    detail: 'always',
                  },
                  {
                    header: t('ag_valid_bet'),
                    cell: (d) => <Money value={d.validBet} />,
                    numeric: true,
                  },
                  {
                    header: t('ag_profit_loss'),
                    cell: (d) => <Money value={d.profitLoss} />,
                    numeric: true,
                  },
                  {
                    header: t('mn_bonuses'),
                    cell: (d) => <Money value={d.bonus} />,
                    numeric: true,
                    detail: 'always',
                  },
                ]}
              />
            </Section>
          </>
        )}
      </QueryState>
    </div>
  );
}
