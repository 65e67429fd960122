import { type CashRow, opsReportCash } from '@gamehall/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import type { DayRange } from '../../lib/day-range.ts';
import { QueryState } from '../../lib/query-state.tsx';
import { staffCall } from '../../lib/staff-call.ts';
import { DayChart } from '../../ui/charts/day-chart.tsx';
import type { FigureColumn } from '../../ui/charts/figure-table.tsx';
import { REPORTS, ReportTable } from './report-table.tsx';

type Row = z.infer<typeof CashRow>;

/** Deposits paid and withdrawals paid out, day by day, and what stayed (the net). */
export function CashTab({ range }: { range: DayRange }) {
  const { t } = useTranslation();
  const report = useQuery({
    queryKey: [...REPORTS, 'cash', range.from, range.to],
    queryFn: () => staffCall(opsReportCash, { query: range }),
  });
  const data = report.data;
  const columns: FigureColumn<Row>[] = [
    { title: t('cs_rep_by_day'), kind: 'text', value: (r) => r.day },
    { title: t('cs_rep_deposits'), kind: 'money', value: (r) => r.deposits },
    { title: t('cs_rep_deposit_count'), kind: 'count', value: (r) => r.depositCount },
    { title: t('cs_rep_withdrawals'), kind: 'money', value: (r) => r.withdrawals },
    { title: t('cs_rep_withdrawal_count'), kind: 'count', value: (r) => r.withdrawalCount },
    { title: t('cs_rep_net'), kind: 'signed', value: (r) => r.net },
  ];
  return (
    <>
      <QueryState query={report} />
      {data && (
        <>
          <DayChart
            title={t('cs_rep_cash_chart')}
            kind="bars"
            days={data.rows.map((r) => r.day)}
            series={[
              {
                label: t('cs_rep_deposits'),
                values: data.rows.map((r) => r.deposits),
                tone: 'success',
              },
              {
                label: t('cs_rep_withdrawals'),
                values: data.rows.map((r) => r.withdrawals),
                tone: 'accent',
              },
            ]}
            unit="money"
            figures={false}
          />
          <ReportTable
            title={t('cs_rep_cash_table')}
            fileName={`deposits-withdrawals-${range.from}-${range.to}`}
            columns={columns}
            rows={data.rows}
            rowKey={(r) => r.day}
            total={{ ...data.total, day: t('cs_rep_total') }}
          />
        </>
      )}
    </>
  );
}
