import { settlementJob } from '../modules/agent/index.ts';
import { autoConfirmJob } from '../modules/cashier/index.ts';
import { crashRunnerJob } from '../modules/crash/index.ts';
import { livePruneJob, liveRunnerJob } from '../modules/live/index.ts';
import { lotteryDrawsJob } from '../modules/lottery/index.ts';
import { recoveryJob } from '../modules/play/index.ts';
import {
  autoRebateJob,
  bonusExpiryJob,
  referralRewardsJob,
  rewardsAccrualJob,
} from '../modules/promotions/index.ts';
import { pvpRunnerJob } from '../modules/pvp/index.ts';
import { sportsFeedJob, sportsPruneJob, sportsSettleJob } from '../modules/sports/index.ts';
import { staffPruneJob } from '../modules/staff/index.ts';
import type { Job } from './job.ts';

/**
 * Every background job of the server, in one place (docs/architecture.md "Background
 * jobs"): the registry (registry.ts) starts them, logs each run and lists them for
 * `npm run operator -- jobs`. A new job is declared beside its module's code, exported
 * from the module's index.ts, and added here.
 */
export const jobs: readonly Job[] = [
  autoConfirmJob,
  recoveryJob,
  crashRunnerJob,
  liveRunnerJob,
  livePruneJob,
  pvpRunnerJob,
  settlementJob,
  lotteryDrawsJob,
  sportsFeedJob,
  sportsSettleJob,
  sportsPruneJob,
  staffPruneJob,
  rewardsAccrualJob,
  bonusExpiryJob,
  autoRebateJob,
  referralRewardsJob,
];
