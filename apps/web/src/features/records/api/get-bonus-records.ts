import { getBonusRecords, type QueryOf } from '@gamehall/contract';
import { pagedQuery, usePagedQuery } from '../../../lib/paged-query.ts';

export type BonusRecordsQuery = QueryOf<typeof getBonusRecords>;

/** Bonus details (bonusDetails): bonuses received in the range. */
export const bonusRecordsQuery = (query: BonusRecordsQuery) =>
  pagedQuery(['records', 'bonus'], getBonusRecords, query);

export const useBonusRecords = (query: BonusRecordsQuery) =>
  usePagedQuery(bonusRecordsQuery(query));
