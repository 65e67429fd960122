import type { IntervalJob } from '../../jobs/job.ts';
import { accrueRewards } from './accrual.ts';
import { payDueRebates } from './cashback.ts';
import { expireGrants } from './grants.ts';
import { payReferralRewards } from './referral.ts';

/** Moves every player's new settled bets on to their points and bonus turnover. */
export const rewardsAccrualJob: IntervalJob = {
  name: 'promotions.accrual',
  summary: "Adds players' settled bets to their points and their bonuses' turnover",
  kind: 'interval',
  everyMs: 10_000,
  placement: { on: 'leader' },
  offInTests: true,
  async run(app) {
    const { settings } = await app.settings.get();
    return accrueRewards(app.database.db, settings, 'recent');
  },
};

/** Ends bonuses past their validity: their money goes back to the house (decision 033). */
export const bonusExpiryJob: IntervalJob = {
  name: 'promotions.bonus-expiry',
  summary: 'Expires bonuses whose validity has ended, their money back to the house',
  kind: 'interval',
  everyMs: 60_000,
  placement: { on: 'leader' },
  offInTests: true,
  run: (app) => app.database.db.transaction((tx) => expireGrants(tx, new Date())),
};

/** Pays each player's cashback due once a day, when the brand pays it by itself. */
export const autoRebateJob: IntervalJob = {
  name: 'promotions.auto-rebate',
  summary: "Pays players' cashback due at the start of each brand day (brand rewards.autoRebate)",
  kind: 'interval',
  everyMs: 600_000,
  placement: { on: 'leader' },
  offInTests: true,
  async run(app) {
    const { settings } = await app.settings.get();
    return payDueRebates(app.database.db, settings);
  },
};

/** Pays the referral bonus for friends who have deposited and wagered the brand's amounts. */
export const referralRewardsJob: IntervalJob = {
  name: 'promotions.referral-rewards',
  summary: 'Pays players the referral bonus for each friend who qualified, once per friend',
  kind: 'interval',
  everyMs: 60_000,
  placement: { on: 'leader' },
  offInTests: true,
  async run(app) {
    const { settings } = await app.settings.get();
    return payReferralRewards(app.database.db, settings);
  },
};
