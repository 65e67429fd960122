/**
 * The records' member-centre pages. The member centre imports this file with import()
 * (member-centre/model/pages.ts), so these pages load when first opened.
 */
export { AccountRecord } from './pages/account-record.tsx';
export { BettingRecord } from './pages/betting-record.tsx';
export { BonusDetails } from './pages/bonus-details.tsx';
export { PersonalProfit } from './pages/personal-profit.tsx';
