/**
 * The wallet (product §3 Balance): the balance and its display for the chrome, the wallets
 * and transfers of the member centre, and the idempotent money action the cashier shares.
 */
export { balanceQuery, useBalance } from './api/get-balance.ts';
export { merchantWalletQuery, useMerchantWallet } from './api/get-merchant-wallet.ts';
export { useWallets, walletsQuery } from './api/get-wallets.ts';
export { recallToMain } from './api/recall-wallet.ts';
export { useTransferToUpline } from './api/transfer-to-upline.ts';
export { refreshMoney, useMoneyAction } from './api/use-money-action.ts';
export { useWalletTransfer } from './api/wallet-transfer.ts';
export { BalanceDisplay, type BalanceDisplayProps } from './components/balance-display.tsx';
export { type AmountLimits, type AmountProblem, amountProblem, toAmount } from './model/amount.ts';
export { useBalanceMask } from './model/balance-mask.ts';
