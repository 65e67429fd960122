/**
 * The promotions area (decision 033): bonus grants and their wagering, the rewards'
 * accrual from settled bets, and later promotions, cashback, VIP and referral.
 */
export { type AccrualScope, accrueRewards } from './accrual.ts';
export { expireGrants, forfeitGrant, grantBonus, type NewGrant } from './grants.ts';
export { bonusExpiryJob, rewardsAccrualJob } from './jobs.ts';
export { bonusTurnoverOwed } from './service.ts';
