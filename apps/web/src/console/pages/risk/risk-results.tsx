import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { memberHref } from '../../lib/member-keys.ts';
import { QueryState } from '../../lib/query-state.tsx';
import page from '../page.module.css';

/** The keys of the risk page's queries. */
export const RISK = ['console', 'risk'];
export const RISK_PAGE_SIZE = 25;

interface Paged {
  pageNo: number;
  totalPages: number;
  total: number;
}

/** A risk list's answer: loading or why not, none found, or its table in a box of its own and its pages. */
export function RiskResults({
  query,
  rows,
  pagesLabel,
  onPage,
  children,
}: {
  query: Pick<UseQueryResult<Paged>, 'data' | 'isPending' | 'isError' | 'error' | 'isFetching'>;
  /** The rows of the page shown. */
  rows: number;
  pagesLabel: string;
  onPage: (pageNo: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const data = query.data;
  return (
    <div className={page.stack} aria-busy={query.isFetching}>
      <QueryState query={query} />
      {data && rows === 0 && <p className={page.muted}>{t('cs_risk_none')}</p>}
      {data && rows > 0 && (
        <>
          <p className={page.muted}>{t('cs_risk_total', { count: data.total })}</p>
          <div className={page.scroll}>{children}</div>
          <Pagination
            page={data.pageNo}
            totalPages={data.totalPages}
            onChange={onPage}
            label={pagesLabel}
          />
        </>
      )}
    </div>
  );
}

/** An account, opening the member's view on the tab that shows what the list is about. */
export function AccountLink({ account, tab }: { account: string; tab: string }) {
  return (
    <Link className={page.link} to={memberHref(account, tab)}>
      {account}
    </Link>
  );
}
