import {
  getMyIncome,
  getTeamBets,
  getTeamOverview,
  getTeamProfitLoss,
  getTeamTransactions,
  type QueryOf,
} from '@gamehall/contract';
import { pagedQuery, usePagedQuery } from '../../../lib/paged-query.ts';

/*
 * The agent centre's reports (issue 14): each a query keyed by its filters, so every range
 * and page is its own cached answer and the one shown stays until the next arrives.
 */

export const teamOverviewQuery = (query: QueryOf<typeof getTeamOverview>) =>
  pagedQuery(['agent', 'overview'], getTeamOverview, query);
export const useTeamOverview = (query: QueryOf<typeof getTeamOverview>) =>
  usePagedQuery(teamOverviewQuery(query));

export const teamBetsQuery = (query: QueryOf<typeof getTeamBets>) =>
  pagedQuery(['agent', 'bets'], getTeamBets, query);
export const useTeamBets = (query: QueryOf<typeof getTeamBets>) =>
  usePagedQuery(teamBetsQuery(query));

export const teamProfitLossQuery = (query: QueryOf<typeof getTeamProfitLoss>) =>
  pagedQuery(['agent', 'profit-loss'], getTeamProfitLoss, query);
export const useTeamProfitLoss = (query: QueryOf<typeof getTeamProfitLoss>) =>
  usePagedQuery(teamProfitLossQuery(query));

export const teamTransactionsQuery = (query: QueryOf<typeof getTeamTransactions>) =>
  pagedQuery(['agent', 'transactions'], getTeamTransactions, query);
export const useTeamTransactions = (query: QueryOf<typeof getTeamTransactions>) =>
  usePagedQuery(teamTransactionsQuery(query));

export const myIncomeQuery = (query: QueryOf<typeof getMyIncome>) =>
  pagedQuery(['agent', 'income'], getMyIncome, query);
export const useMyIncome = (query: QueryOf<typeof getMyIncome>) =>
  usePagedQuery(myIncomeQuery(query));
