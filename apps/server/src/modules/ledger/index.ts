/** The double-entry ledger: every movement of money goes through `post`. */
export { type AccountRef, account, lockOrder, SYSTEM_SHARDS, walletName } from './accounts.ts';
export {
  type BooksCheck,
  checkLedger,
  type LedgerReport,
} from './invariants.ts';
export { rebuildMemberDays } from './member-days.ts';
export { move, type Posted, type Posting, post } from './post.ts';
export { postMany } from './post-many.ts';
export {
  balanceOf,
  findByKey as postingByKey,
  playerAccounts,
  systemShards,
} from './repo.ts';
export { inTransaction } from './transaction.ts';
export { addTurnover, turnoverFor, turnoverOf } from './turnover.ts';
export {
  entriesView,
  heldBalancesView,
  mainBalancesView,
  memberDaysView,
  rewardTypes,
} from './views.ts';
