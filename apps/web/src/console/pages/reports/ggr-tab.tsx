import { GGR_BY, type GgrRow, opsReportGgr } from '@gamehall/contract';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import type { DayRange } from '../../lib/day-range.ts';
import { QueryState } from '../../lib/query-state.tsx';
import { staffCall } from '../../lib/staff-call.ts';
import { BarChart } from '../../ui/charts/bar-chart.tsx';
import { DayChart } from '../../ui/charts/day-chart.tsx';
import type { FigureColumn } from '../../ui/charts/figure-table.tsx';
import { ChoiceGroup } from '../../ui/choice-group.tsx';
import page from '../page.module.css';
import { REPORTS, ReportTable } from './report-table.tsx';

type Row = z.infer<typeof GgrRow>;
type By = (typeof GGR_BY)[number];

/** The bars drawn of a grouping other than the day: the largest GGR. */
const TOP = 15;

/** What a row is: its day, category, vendor or game (a game with no category has none). */
const nameOf = (t: TFunction, r: Row) => r.label || r.key || t('cs_rep_no_category');

/** The GGR table's columns: what the row is (and its code, for a vendor or a game), then the figures. */
export function ggrColumns(t: TFunction, by: By): FigureColumn<Row>[] {
  const name: FigureColumn<Row> = {
    title: t(`cs_rep_by_${by}`),
    kind: 'text',
    value: (r) => nameOf(t, r),
  };
  const code: FigureColumn<Row>[] =
    by === 'vendor' || by === 'game'
      ? [{ title: t('cs_rep_code'), kind: 'text', value: (r) => r.key }]
      : [];
  return [
    name,
    ...code,
    { title: t('cs_rep_bets'), kind: 'money', value: (r) => r.bets },
    { title: t('cs_rep_payouts'), kind: 'money', value: (r) => r.payouts },
    { title: t('cs_rep_ggr'), kind: 'signed', value: (r) => r.ggr },
    { title: t('cs_rep_players'), kind: 'count', value: (r) => r.players },
  ];
}

/** Gross gaming revenue of settled rounds: by day as a chart of days, else the top bars. */
export function GgrTab({ range, by, onBy }: { range: DayRange; by: By; onBy: (by: By) => void }) {
  const { t } = useTranslation();
  const report = useQuery({
    queryKey: [...REPORTS, 'ggr', by, range.from, range.to],
    queryFn: () => staffCall(opsReportGgr, { query: { ...range, by } }),
  });
  const data = report.data;
  const columns = ggrColumns(t, by);
  const top = data ? [...data.rows].sort((a, b) => b.ggr - a.ggr).slice(0, TOP) : [];
  const ggr = t('cs_rep_ggr');
  return (
    <>
      <ChoiceGroup
        label={t('cs_rep_by')}
        choices={GGR_BY}
        value={by}
        onChange={onBy}
        text={(b) => t(`cs_rep_by_${b}`)}
      />
      <QueryState query={report} />
      {data && data.rows.length === 0 && <p className={page.muted}>{t('cs_rep_none')}</p>}
      {data && data.rows.length > 0 && (
        <>
          {by === 'day' ? (
            <DayChart
              title={t('cs_rep_ggr_chart')}
              kind="bars"
              days={data.rows.map((r) => r.key)}
              series={[{ label: ggr, values: data.rows.map((r) => r.ggr), tone: 'primary' }]}
              unit="money"
              figures={false}
            />
          ) : (
            <BarChart
              title={t(`cs_rep_top_${by}`, { n: TOP })}
              names={top.map((r) => nameOf(t, r))}
              keys={top.map((r) => r.key)}
              nameTitle={t(`cs_rep_by_${by}`)}
              series={[{ label: ggr, values: top.map((r) => r.ggr), tone: 'primary' }]}
              unit="money"
              figures={false}
            />
          )}
          <ReportTable
            title={t(`cs_rep_ggr_by_${by}`)}
            fileName={`ggr-by-${by}-${range.from}-${range.to}`}
            columns={columns}
            rows={data.rows}
            rowKey={(r) => r.key}
            total={{ ...data.total, key: '', label: t('cs_rep_total') }}
          />
        </>
      )}
    </>
  );
}
