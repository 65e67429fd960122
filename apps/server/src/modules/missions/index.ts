/** The missions area (issue 16): missions, their rewards and leaderboard. */
export { missionState, progressOf } from './mission-rules.ts';
