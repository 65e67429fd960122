/**
 * The cashier's member-centre pages. The member centre imports this file with import()
 * (member-centre/model/pages.ts), so these pages load when first opened.
 */
export { Deposit } from './pages/deposit.tsx';
export { Withdraw } from './pages/withdraw.tsx';
