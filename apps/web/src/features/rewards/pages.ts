/**
 * The rewards' member-centre pages. The member centre imports this file with import()
 * (member-centre/model/pages.ts), so these pages load when first opened.
 */
export { Cashback } from './pages/cashback.tsx';
export { Referral } from './pages/referral.tsx';
