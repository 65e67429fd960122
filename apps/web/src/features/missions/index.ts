/**
 * Missions and their leaderboard (product §2 missionLeaderboard). The member centre's
 * menu uses the summary for its badge; the page is in './pages.ts' (import()). Only the
 * lazily loaded member centre uses this feature: nothing here is in the site's first load.
 */
export { missionSummaryQuery, useMissionSummary } from './api/get-mission-summary.ts';
