import { getAccountRecords, type QueryOf } from '@gamehall/contract';
import { pagedQuery, usePagedQuery } from '../../../lib/paged-query.ts';

export type AccountRecordsQuery = QueryOf<typeof getAccountRecords>;

/** Account record (transactionHistory): every movement of the player's wallets. */
export const accountRecordsQuery = (query: AccountRecordsQuery) =>
  pagedQuery(['records', 'transactions'], getAccountRecords, query);

export const useAccountRecords = (query: AccountRecordsQuery) =>
  usePagedQuery(accountRecordsQuery(query));
