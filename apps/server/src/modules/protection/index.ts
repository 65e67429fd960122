/** Player protection (decision 039): limits, session limit, cool-off and self-exclusion. */

export { changeProtectionOf, type SessionEffect } from './change.ts';
export { checkDeposit, checkStake, refuseExcluded, sessionLimitOf } from './guards.ts';
export { protectedPlayers } from './report.ts';
export { readProtection } from './service.ts';
export type { OpenDeposits } from './usage.ts';
