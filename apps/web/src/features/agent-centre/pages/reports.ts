/**
 * The agent centre's report pages and its announcements, one chunk (model/pages.ts loads it with import() when
 * one of them is first opened).
 */
export { Announcements } from './announcements.tsx';
export { DownlineTransactions } from './downline-transactions.tsx';
export { MyIncome } from './my-income.tsx';
export { TeamBetting } from './team-betting.tsx';
export { TeamOverview } from './team-overview.tsx';
export { UserProfit } from './user-profit.tsx';
