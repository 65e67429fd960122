export { autoConfirmJob } from './auto-confirm.ts';
export { approve, reject, resolve } from './withdraw-decisions.ts';
export { pageOfWithdrawals, withdrawalStatuses } from './withdraw-repo.ts';
export { withdrawalView } from './withdraw-view.ts';
