import { opsListProtection } from '@gamehall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryState } from '../../lib/query-state.tsx';
import { staffCall } from '../../lib/staff-call.ts';
import { ChoiceGroup } from '../../ui/choice-group.tsx';
import page from '../page.module.css';
import { ProtectedRow } from './protected-row.tsx';

const SHOWS = ['all', 'excluded', 'limited'] as const;
type Show = (typeof SHOWS)[number];
const PAGE_SIZE = 25;

/** The players with limits or a break, last changed first; each opens on its protection. */
export default function ProtectionPage() {
  const { t } = useTranslation();
  const [show, setShow] = useState<Show>('all');
  const [pageNo, setPageNo] = useState(1);
  const report = useQuery({
    queryKey: ['console', 'protection', show, pageNo],
    queryFn: () => staffCall(opsListProtection, { query: { show, pageNo, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  return (
    <div className={page.page}>
      <h1 className={page.title}>{t('cs_nav_protection')}</h1>
      <p className={page.muted}>{t('cs_prot_report_intro')}</p>
      <ChoiceGroup
        label={t('cs_prot_show')}
        choices={SHOWS}
        value={show}
        onChange={(next) => {
          setShow(next);
          setPageNo(1);
        }}
        text={(s) => t(`cs_prot_show_${s}`)}
      />
      <QueryState query={report} />
      {report.data?.players.length === 0 && <p className={page.muted}>{t('cs_prot_none')}</p>}
      {report.data && report.data.players.length > 0 && (
        <section className={page.section} aria-label={t('cs_prot_report')}>
          <p className={page.muted}>{t('cs_prot_total', { count: report.data.total })}</p>
          <div className={page.scroll}>
            <table className={page.table} aria-label={t('cs_prot_report')}>
              <thead>
                <tr>
                  <th scope="col">{t('cs_account')}</th>
                  <th scope="col">{t('cs_prot_limits')}</th>
                  <th scope="col">{t('cs_prot_session')}</th>
                  <th scope="col">{t('cs_prot_break')}</th>
                  <th scope="col">{t('cs_prot_changed')}</th>
                </tr>
              </thead>
              <tbody>
                {report.data.players.map((p) => (
                  <ProtectedRow key={p.account} player={p} />
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={report.data.pageNo}
            totalPages={report.data.totalPages}
            onChange={setPageNo}
            label={t('cs_prot_pages')}
          />
        </section>
      )}
    </div>
  );
}
