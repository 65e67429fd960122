import { opsListAgents } from '@gamehall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../lib/query-state.tsx';
import { staffCall } from '../../lib/staff-call.ts';
import page from '../page.module.css';
import { AGENTS_KEY } from './agent-keys.ts';
import { AgentTable } from './agent-table.tsx';
import styles from './agents.module.css';

const PAGE_SIZE = 20;

/**
 * The agents whose account begins with what is typed (the newest agents when nothing is),
 * optionally only the top ones; the search lives in the address (q, top, page).
 */
export function AgentSearch() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const top = params.get('top') === '1';
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const found = useQuery({
    queryKey: [...AGENTS_KEY, 'list', q, top, pageNo],
    queryFn: () =>
      staffCall(opsListAgents, {
        query: { ...(q ? { q } : {}), ...(top ? { top: '1' } : {}), pageNo, pageSize: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
  // A new search keeps the chosen agent open; only the list changes.
  const keep = (next: { q: string; top: boolean; page: number }) =>
    setParams((now) => {
      const to = new URLSearchParams();
      if (next.q) to.set('q', next.q);
      if (next.top) to.set('top', '1');
      if (next.page > 1) to.set('page', String(next.page));
      const agent = now.get('agent');
      if (agent) to.set('agent', agent);
      return to;
    });
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    keep({ q: String(form.get('q') ?? '').trim(), top: form.get('top') === 'on', page: 1 });
  };
  return (
    <section className={page.section} aria-label={t('cs_ag_results')} aria-busy={found.isFetching}>
      <search aria-label={t('cs_ag_search')}>
        <form className={page.form} onSubmit={search} key={`${q}:${top}`}>
          <label className={page.field}>
            {t('cs_ag_q')}
            <input name="q" maxLength={64} defaultValue={q} autoComplete="off" />
          </label>
          <label className={styles.check}>
            <input type="checkbox" name="top" defaultChecked={top} />
            {t('cs_ag_top_only')}
          </label>
          <button type="submit" className={page.primary}>
            {t('cs_search')}
          </button>
        </form>
      </search>
      <QueryState query={found} />
      {found.data && <AgentTable found={found.data} onPage={(n) => keep({ q, top, page: n })} />}
    </section>
  );
}
