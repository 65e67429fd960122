import { opsDashboard } from '@gamehall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { QueryState } from '../../lib/query-state.tsx';
import { staffCall } from '../../lib/staff-call.ts';
import { DayChart } from '../../ui/charts/day-chart.tsx';
import { ChoiceGroup } from '../../ui/choice-group.tsx';
import page from '../page.module.css';
import styles from './dashboard.module.css';
import { TodayCards } from './today-cards.tsx';

const RANGES = [7, 14, 30, 90] as const;
type Range = (typeof RANGES)[number];

/**
 * The landing page of the roles that see money: today's figures by the brand's day, and
 * the last days' GGR, deposits against withdrawals, and players, over a chosen range.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [days, setDays] = useState<Range>(14);
  const figures = useQuery({
    queryKey: ['console', 'dashboard', days],
    queryFn: () => staffCall(opsDashboard, { query: { days } }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
  const data = figures.data;
  const dayList = data?.days.map((d) => d.day) ?? [];
  const of = (pick: (d: NonNullable<typeof data>['days'][number]) => number) =>
    data?.days.map(pick) ?? [];
  return (
    <div className={page.page}>
      <h1 className={page.title}>{t('cs_nav_dashboard')}</h1>
      <QueryState query={figures} />
      {data && (
        <>
          <p className={page.muted}>{t('cs_dash_zone', { zone: data.timeZone })}</p>
          <TodayCards today={data.today} format={format} />
          <ChoiceGroup
            label={t('cs_dash_range')}
            choices={RANGES}
            value={days}
            onChange={setDays}
            text={(n) => t('cs_dash_days', { count: n })}
          />
          <div className={styles.charts} aria-busy={figures.isFetching}>
            <DayChart
              title={t('cs_dash_ggr_chart')}
              kind="bars"
              days={dayList}
              series={[{ label: t('cs_dash_ggr'), values: of((d) => d.ggr), tone: 'primary' }]}
              unit="money"
            />
            <DayChart
              title={t('cs_dash_money_chart')}
              kind="bars"
              days={dayList}
              series={[
                { label: t('cs_dash_deposits'), values: of((d) => d.deposits), tone: 'success' },
                {
                  label: t('cs_dash_withdrawals'),
                  values: of((d) => d.withdrawals),
                  tone: 'accent',
                },
              ]}
              unit="money"
            />
            <DayChart
              title={t('cs_dash_players_chart')}
              kind="lines"
              days={dayList}
              series={[
                {
                  label: t('cs_dash_active_players'),
                  values: of((d) => d.activePlayers),
                  tone: 'info',
                },
                {
                  label: t('cs_dash_new_players'),
                  values: of((d) => d.newPlayers),
                  tone: 'accent',
                },
              ]}
              unit="count"
            />
          </div>
        </>
      )}
    </div>
  );
}
