/**
 * The in-house lottery (issue 15): its games, their draws made ahead with public
 * commitments and drawn from their revealed seeds, bets placed, settled and cancelled.
 */
export { LOTTERY_GAMES } from './games.ts';
export { lotteryDrawsJob } from './job.ts';
export { LOTTERY_VENDOR } from './vendor.ts';
