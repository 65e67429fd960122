import { MEMBER_SEARCH_BY, opsSearchMembers } from '@gamehall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../lib/query-state.tsx';
import { staffCall } from '../../lib/staff-call.ts';
import page from '../page.module.css';
import { MemberResults } from './member-results.tsx';

type By = (typeof MEMBER_SEARCH_BY)[number];
const PAGE_SIZE = 20;

const byOf = (value: string | null): By =>
  MEMBER_SEARCH_BY.includes(value as By) ? (value as By) : 'account';

/** The search, kept in the address (by, q, page) so coming back from a member finds it again. */
export function MemberSearch() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const by = byOf(params.get('by'));
  const q = params.get('q')?.trim() ?? '';
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const found = useQuery({
    queryKey: ['console', 'members', by, q, pageNo],
    queryFn: () => staffCall(opsSearchMembers, { query: { by, q, pageNo, pageSize: PAGE_SIZE } }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setParams({ by: String(form.get('by')), q: String(form.get('q') ?? '').trim(), page: '1' });
  };
  return (
    <div className={page.page}>
      <h1 className={page.title}>{t('cs_nav_members')}</h1>
      <search aria-label={t('cs_members_search')}>
        <form className={page.form} onSubmit={search} key={`${by}:${q}`}>
          <label className={page.field}>
            {t('cs_members_by')}
            <select name="by" defaultValue={by}>
              {MEMBER_SEARCH_BY.map((b) => (
                <option key={b} value={b}>
                  {t(`cs_members_by_${b}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={page.field}>
            {t('cs_members_q')}
            <input name="q" required maxLength={64} defaultValue={q} autoComplete="off" />
          </label>
          <button type="submit" className={page.primary}>
            {t('cs_search')}
          </button>
        </form>
      </search>
      {q !== '' && <QueryState query={found} />}
      {q !== '' && found.data && (
        <MemberResults
          found={found.data}
          onPage={(n) => setParams({ by, q, page: String(n) })}
          linkTo={(account) => `?${new URLSearchParams({ by, q, page: String(pageNo), account })}`}
        />
      )}
    </div>
  );
}
