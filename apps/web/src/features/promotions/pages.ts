/**
 * The promotions' member-centre page. The member centre imports this file with import()
 * (member-centre/model/pages.ts), so the page loads when first opened.
 */
export { RewardCenter } from './pages/reward-center.tsx';
