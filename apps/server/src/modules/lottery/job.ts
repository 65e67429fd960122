import type { IntervalJob } from '../../jobs/job.ts';
import { lotteryTick } from './draws-service.ts';

/**
 * Keeps the lottery running (issue 15): every few seconds each game's next draws are made
 * (their commitments public from then on) and the draws whose time has come are drawn.
 */
export const lotteryDrawsJob: IntervalJob = {
  name: 'lottery.draws',
  summary: 'Makes the lottery games’ next draws and draws those whose time has come',
  kind: 'interval',
  everyMs: 2_000,
  placement: { on: 'leader' },
  offInTests: true,
  run: async (app) => {
    const zone = (await app.settings.get()).settings.site.timeZone;
    const { made, drawn } = await lotteryTick(app.database.db, zone);
    return made + drawn;
  },
};
