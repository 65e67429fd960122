import type { CallDef, QueryOf, ValueOf } from '@gamehall/contract';
import {
  keepPreviousData,
  type QueryKey,
  queryOptions,
  type UseQueryOptions,
  useQuery,
} from '@tanstack/react-query';
import { call } from './api-client.ts';

/**
 * The query of one page of a list call (records, deposits, withdrawals): the filters
 * and the page number are part of the key, so each page is its own cached answer.
 */
export function pagedQuery<C extends CallDef>(key: QueryKey, def: C, query: QueryOf<C>) {
  return queryOptions({
    queryKey: [...key, query] as QueryKey,
    queryFn: ({ signal }): Promise<ValueOf<C>> => call(def, { query }, { signal }),
  });
}

/** The page shown stays until the next one arrives, so paging and filtering do not flash. */
export function usePagedQuery<V>(options: UseQueryOptions<V, Error, V, QueryKey>) {
  return useQuery({ ...options, placeholderData: keepPreviousData });
}
