import { opsReportPlayers, type PlayerPnlRow } from '@gamehall/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type * as z from 'zod/mini';
import { Pagination } from '../../../components/ui/pagination.tsx';
import type { DayRange } from '../../lib/day-range.ts';
import { memberHref } from '../../lib/member-keys.ts';
import { QueryState } from '../../lib/query-state.tsx';
import { staffCall } from '../../lib/staff-call.ts';
import type { FigureColumn } from '../../ui/charts/figure-table.tsx';
import page from '../page.module.css';
import { REPORTS, ReportTable } from './report-table.tsx';

type Row = z.infer<typeof PlayerPnlRow>;

/** Rows a page (the report comes whole: up to 1,000 players). */
export const PLAYERS_PAGE = 50;

/**
 * Each player's money in the range and the result of their play, the winners first, paged
 * here; the export has every row. (Keyed by the range, so new days start at page 1.)
 */
export function PlayersTab({ range }: { range: DayRange }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const report = useQuery({
    queryKey: [...REPORTS, 'players', range.from, range.to],
    queryFn: () => staffCall(opsReportPlayers, { query: range }),
  });
  const rows = report.data?.rows ?? [];
  const totalPages = Math.ceil(rows.length / PLAYERS_PAGE);
  const at = Math.min(pageNo, Math.max(1, totalPages));
  const columns: FigureColumn<Row>[] = [
    {
      title: t('cs_account'),
      kind: 'text',
      value: (r) => r.account,
      show: (r) => (
        <Link className={page.link} to={memberHref(r.account, 'bets')}>
          {r.account}
        </Link>
      ),
    },
    { title: t('cs_rep_deposits'), kind: 'money', value: (r) => r.deposits },
    { title: t('cs_rep_withdrawals'), kind: 'money', value: (r) => r.withdrawals },
    { title: t('cs_rep_bets'), kind: 'money', value: (r) => r.bets },
    { title: t('cs_rep_payouts'), kind: 'money', value: (r) => r.payouts },
    { title: t('cs_rep_result'), kind: 'signed', value: (r) => r.result },
  ];
  return (
    <>
      <p className={page.muted}>{t('cs_rep_players_intro')}</p>
      <QueryState query={report} />
      {report.data && rows.length === 0 && <p className={page.muted}>{t('cs_rep_none')}</p>}
      {rows.length > 0 && (
        <ReportTable
          title={t('cs_rep_players_table')}
          fileName={`player-results-${range.from}-${range.to}`}
          columns={columns}
          rows={rows}
          shown={rows.slice((at - 1) * PLAYERS_PAGE, at * PLAYERS_PAGE)}
          rowKey={(r) => r.account}
        >
          <p className={page.muted}>{t('cs_rep_players_count', { count: rows.length })}</p>
          <Pagination
            page={at}
            totalPages={totalPages}
            onChange={setPageNo}
            label={t('cs_rep_players_pages')}
          />
        </ReportTable>
      )}
    </>
  );
}
