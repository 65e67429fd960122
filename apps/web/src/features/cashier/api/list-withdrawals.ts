import { listWithdrawals, type QueryOf } from '@gamehall/contract';
import { pagedQuery, usePagedQuery } from '../../../lib/paged-query.ts';

export type WithdrawalsQuery = QueryOf<typeof listWithdrawals>;

/** The player's withdrawals, newest first. */
export const withdrawalsQuery = (query: WithdrawalsQuery) =>
  pagedQuery(['cashier', 'withdrawals'], listWithdrawals, query);

export const useWithdrawals = (query: WithdrawalsQuery) => usePagedQuery(withdrawalsQuery(query));
