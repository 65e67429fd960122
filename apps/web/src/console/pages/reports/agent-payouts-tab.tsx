import { type AgentPayoutRow, opsReportAgentPayouts } from '@gamehall/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type * as z from 'zod/mini';
import type { DayRange } from '../../lib/day-range.ts';
import { memberHref } from '../../lib/member-keys.ts';
import { QueryState } from '../../lib/query-state.tsx';
import { staffCall } from '../../lib/staff-call.ts';
import type { FigureColumn } from '../../ui/charts/figure-table.tsx';
import page from '../page.module.css';
import { REPORTS, ReportTable } from './report-table.tsx';

type Row = z.infer<typeof AgentPayoutRow>;

/** Agents' contract payouts (dividends, salaries) credited in the range, the largest first. */
export function AgentPayoutsTab({ range }: { range: DayRange }) {
  const { t } = useTranslation();
  const report = useQuery({
    queryKey: [...REPORTS, 'agent-payouts', range.from, range.to],
    queryFn: () => staffCall(opsReportAgentPayouts, { query: range }),
  });
  const data = report.data;
  const columns: FigureColumn<Row>[] = [
    {
      title: t('cs_rep_agent'),
      kind: 'text',
      value: (r) => r.account,
      show: (r) => (
        <Link className={page.link} to={memberHref(r.account, 'ledger')}>
          {r.account}
        </Link>
      ),
    },
    { title: t('cs_rep_payout_count'), kind: 'count', value: (r) => r.payouts },
    { title: t('cs_rep_amount'), kind: 'money', value: (r) => r.amount },
  ];
  return (
    <>
      <p className={page.muted}>{t('cs_rep_agents_intro')}</p>
      <QueryState query={report} />
      {data && data.rows.length === 0 && <p className={page.muted}>{t('cs_rep_none')}</p>}
      {data && data.rows.length > 0 && (
        <ReportTable
          title={t('cs_rep_agents_table')}
          fileName={`agent-payouts-${range.from}-${range.to}`}
          columns={columns}
          rows={data.rows}
          rowKey={(r) => r.account}
          total={{
            account: t('cs_rep_total'),
            payouts: data.rows.reduce((sum, r) => sum + r.payouts, 0),
            amount: data.total,
          }}
        />
      )}
    </>
  );
}
