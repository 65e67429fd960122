import { getProfitAndLoss, type QueryOf } from '@gamehall/contract';
import { pagedQuery, usePagedQuery } from '../../../lib/paged-query.ts';

export type ProfitAndLossQuery = QueryOf<typeof getProfitAndLoss>;

/** Personal profit and loss (personalProfit): the range's totals and a row per vendor. */
export const profitAndLossQuery = (query: ProfitAndLossQuery) =>
  pagedQuery(['records', 'profit'], getProfitAndLoss, query);

export const useProfitAndLoss = (query: ProfitAndLossQuery) =>
  usePagedQuery(profitAndLossQuery(query));
