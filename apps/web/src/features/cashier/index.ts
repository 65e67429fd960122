/**
 * The cashier (deposits and withdrawals): one call a file, its forms and lists, and the
 * member centre's deposit and withdraw pages (loaded through pages.ts).
 */
export { useBindWithdrawAccount } from './api/bind-withdraw-account.ts';
export { useConfirmWithdrawal } from './api/confirm-withdrawal.ts';
export { useCreateDeposit } from './api/create-deposit.ts';
export { depositChannelsQuery, useDepositChannels } from './api/get-deposit-channels.ts';
export { useWithdrawInfo, withdrawInfoQuery } from './api/get-withdraw-info.ts';
export { type DepositsQuery, depositsQuery, useDeposits } from './api/list-deposits.ts';
export { useWithdrawals, type WithdrawalsQuery, withdrawalsQuery } from './api/list-withdrawals.ts';
export { useRequestWithdrawal } from './api/request-withdrawal.ts';
export { WithdrawalStatusTag } from './components/withdrawal-status.tsx';
