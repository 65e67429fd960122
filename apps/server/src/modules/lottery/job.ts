import type { IntervalJob } from '../../jobs/job.ts';
import { demoSource, feedSource } from './result-sources.ts';
import { lotteryTick } from './tick.ts';

/**
 * Keeps the lottery running (issue 15): every few seconds each game's next draws are made
 * (their commitments public from then on), the draws whose time has come are drawn (the
 * regional ones' results asked of their source), and the drawn draws' bets are settled.
 */
export const lotteryDrawsJob: IntervalJob = {
  name: 'lottery.draws',
  summary:
    'Makes the lottery games’ next draws, draws those whose time has come, settles their bets',
  kind: 'interval',
  everyMs: 2_000,
  placement: { on: 'leader' },
  offInTests: true,
  run: async (app) => {
    const zone = (await app.settings.get()).settings.site.timeZone;
    const { lotteryFeedUrl, lotteryDemoResults } = app.config;
    // The regional results: an official feed when configured, made up on a development
    // site, else the operator's entries only (decision 032).
    const source = lotteryFeedUrl
      ? feedSource(lotteryFeedUrl)
      : lotteryDemoResults
        ? demoSource
        : null;
    const { made, drawn, settled } = await lotteryTick(app.database.db, zone, new Date(), source);
    return made + drawn + settled;
  },
};
