/**
 * The promotions area (decision 033): bonus grants and their wagering, the rewards'
 * accrual from settled bets, cashback, VIP ranks; later promotions and referral.
 */
export { type AccrualScope, accrueRewards } from './accrual.ts';
export { applicationImage, decideApplication, listApplications } from './applications.ts';
export {
  bonusExpiry,
  expireGrants,
  forfeitGrant,
  grantBonus,
  type NewGrant,
} from './grants.ts';
export { autoRebateJob, bonusExpiryJob, referralRewardsJob, rewardsAccrualJob } from './jobs.ts';
export { periodOf, type Repeat } from './promotion-rules.ts';
export { payReferralRewards, referralsOf } from './referral.ts';
export { bonusTurnoverOwed } from './service.ts';
