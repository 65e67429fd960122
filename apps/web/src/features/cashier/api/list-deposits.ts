import { listDeposits, type QueryOf } from '@gamehall/contract';
import { pagedQuery, usePagedQuery } from '../../../lib/paged-query.ts';

export type DepositsQuery = QueryOf<typeof listDeposits>;

/** The player's deposit orders, newest first. */
export const depositsQuery = (query: DepositsQuery) =>
  pagedQuery(['cashier', 'deposits'], listDeposits, query);

export const useDeposits = (query: DepositsQuery) => usePagedQuery(depositsQuery(query));
