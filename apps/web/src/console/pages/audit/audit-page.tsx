import { opsSearchAudit } from '@gamehall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryState } from '../../lib/query-state.tsx';
import { staffCall } from '../../lib/staff-call.ts';
import styles from '../page.module.css';
import { AuditRow } from './audit-row.tsx';

interface Filter {
  who?: string;
  action?: string;
  outcome?: 'ok' | 'refused';
}

const PAGE_SIZE = 25;

/** The operator audit (decision 038): who did what, when, from where, what it changed. */
export default function AuditPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>({});
  const [pageNo, setPageNo] = useState(1);
  const found = useQuery({
    queryKey: ['console', 'audit', filter, pageNo],
    queryFn: () => staffCall(opsSearchAudit, { query: { ...filter, pageNo, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    const outcome = text('outcome') as Filter['outcome'];
    setFilter({
      ...(text('who') ? { who: text('who') } : {}),
      ...(text('action') ? { action: text('action') } : {}),
      ...(outcome ? { outcome } : {}),
    });
    setPageNo(1);
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('cs_nav_audit')}</h1>
      <search aria-label={t('cs_audit_search')}>
        <form className={styles.form} onSubmit={search}>
          <label className={styles.field}>
            {t('cs_audit_who')}
            <input name="who" autoComplete="off" />
          </label>
          <label className={styles.field}>
            {t('cs_audit_action')}
            <input name="action" autoComplete="off" />
          </label>
          <label className={styles.field}>
            {t('cs_audit_outcome')}
            <select name="outcome" defaultValue="">
              <option value="">{t('cs_audit_any')}</option>
              <option value="ok">{t('cs_audit_ok')}</option>
              <option value="refused">{t('cs_audit_refused')}</option>
            </select>
          </label>
          <button type="submit" className={styles.primary}>
            {t('cs_search')}
          </button>
        </form>
      </search>
      <QueryState query={found} />
      {found.data && (
        <section className={styles.section} aria-label={t('cs_audit_results')}>
          <p className={styles.muted}>{t('cs_audit_total', { count: found.data.total })}</p>
          <div className={styles.scroll}>
            <table className={styles.table} aria-label={t('cs_audit_results')}>
              <thead>
                <tr>
                  <th scope="col">{t('cs_audit_at')}</th>
                  <th scope="col">{t('cs_audit_who')}</th>
                  <th scope="col">{t('cs_audit_action')}</th>
                  <th scope="col">{t('cs_audit_outcome')}</th>
                  <th scope="col">{t('cs_audit_details')}</th>
                </tr>
              </thead>
              <tbody>
                {found.data.entries.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={pageNo}
            totalPages={found.data.totalPages}
            onChange={setPageNo}
            label={t('cs_audit_pages')}
          />
        </section>
      )}
    </div>
  );
}
