/** The wallet (spec §3 Balance): the balance call and its display for the chrome. */
export { balanceQuery, useBalance } from './api/get-balance.ts';
export { BalanceDisplay, type BalanceDisplayProps } from './components/balance-display.tsx';
export { useBalanceMask } from './model/balance-mask.ts';
