/**
 * Rewards (decision 033): the VIP ladder and where the player stands on it, for the /vip
 * page, and the helpers that word rates and game categories (bonus details uses them too).
 * The member-centre pages are in './pages.ts' (import()). Only lazily loaded pages use
 * this feature: nothing here is in the site's first load.
 */
export { playerRankQuery, usePlayerRank } from './api/get-player-rank.ts';
export { rebateSummaryQuery, useRebateSummary } from './api/get-rebate-summary.ts';
export { useVipLadder, vipLadderQuery } from './api/get-vip-ladder.ts';
export { byCategoryOrder, categoryLabelKey, formatRate, headlineRate } from './model/rates.ts';
