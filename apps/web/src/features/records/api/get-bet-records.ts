import { getBetRecords, type QueryOf } from '@gamehall/contract';
import { pagedQuery, usePagedQuery } from '../../../lib/paged-query.ts';

export type BetRecordsQuery = QueryOf<typeof getBetRecords>;

/** Betting record (personalHistoryCopy): bets, wins and the range's totals. */
export const betRecordsQuery = (query: BetRecordsQuery) =>
  pagedQuery(['records', 'bets'], getBetRecords, query);

export const useBetRecords = (query: BetRecordsQuery) => usePagedQuery(betRecordsQuery(query));
