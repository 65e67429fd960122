/**
 * The player's records (account record, betting record, profit and loss, bonus details):
 * one call a file, keyed under 'records' so every money action refreshes them.
 */
export {
  type AccountRecordsQuery,
  accountRecordsQuery,
  useAccountRecords,
} from './api/get-account-records.ts';
export { type BetRecordsQuery, betRecordsQuery, useBetRecords } from './api/get-bet-records.ts';
export { bonusGrantsQuery, useBonusGrants } from './api/get-bonus-grants.ts';
export {
  type ProfitAndLossQuery,
  profitAndLossQuery,
  useProfitAndLoss,
} from './api/get-profit-and-loss.ts';
export { WagerProgress } from './components/wager-progress.tsx';
