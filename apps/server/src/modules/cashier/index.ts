export { autoConfirmJob } from './auto-confirm.ts';
export { pageOfDeposits } from './deposit-repo.ts';
export { depositView } from './deposit-service.ts';
export { checkBooks } from './invariants.ts';
export { cashByDay, cashTotals, fastCycles } from './totals.ts';
export { approve, reject, resolve } from './withdraw-decisions.ts';
export { pageOfWithdrawals, proofOf, withdrawalStatuses } from './withdraw-repo.ts';
export { withdrawalView } from './withdraw-view.ts';
