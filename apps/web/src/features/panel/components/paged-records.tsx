import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/index.ts';
import { QueryState } from './query-state.tsx';
import { RecordTable, type RecordTableProps } from './record-table.tsx';

/** Rows a page of every list of the member centre. */
export const PAGE_SIZE = 10;

export interface PagedList<R> {
  list: R[];
  pageNo: number;
  totalPages: number;
}

export interface PagedProps<R> {
  query: UseQueryResult<PagedList<R>>;
  onPage: (page: number) => void;
  /** What the list is, for the pagination's accessible name. */
  name: string;
  children: (rows: R[]) => ReactNode;
}

/** One page of a paged list call, then the numbered pagination (product §9: range 3, margin 1). */
export function Paged<R>({ query, onPage, name, children }: PagedProps<R>) {
  const { t } = useTranslation();
  return (
    <QueryState query={query}>
      {(data) => (
        <>
          {children(data.list)}
          <Pagination
            page={data.pageNo}
            totalPages={data.totalPages}
            onChange={onPage}
            range={3}
            margin={1}
            label={t('mn_pages_of', { name })}
          />
        </>
      )}
    </QueryState>
  );
}

export type PagedRecordsProps<R> = Omit<RecordTableProps<R>, 'rows'> &
  Pick<PagedProps<R>, 'query' | 'onPage'>;

/** A paged list call shown as a record table. */
export function PagedRecords<R>({ query, onPage, ...table }: PagedRecordsProps<R>) {
  return (
    <Paged query={query} onPage={onPage} name={table.caption}>
      {(rows) => <RecordTable {...table} rows={rows} />}
    </Paged>
  );
}
