import { getPointTransactions } from '@gamehall/contract';
import { pagedQuery, usePagedQuery } from '../../../lib/paged-query.ts';
import { PAGE_SIZE } from '../../panel/index.ts';

/** One page of the player's points record, newest first (under 'points'). */
export const pointTransactionsQuery = (pageNo: number) =>
  pagedQuery(['points', 'record'], getPointTransactions, { pageNo, pageSize: PAGE_SIZE });

export const usePointTransactions = (pageNo: number) =>
  usePagedQuery(pointTransactionsQuery(pageNo));
