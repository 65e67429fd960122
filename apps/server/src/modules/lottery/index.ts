/**
 * The in-house lottery (issue 15): its games, their draws made ahead with public
 * commitments and drawn from their revealed seeds, the regional lotteries' results entered
 * (or made up on a demo site), bets placed, settled, corrected and cancelled.
 */
export { displayNameOf, gamesOfArea, LOTTERY_GAMES } from './games.ts';
export { lotteryDrawsJob } from './job.ts';
export { cancelDraw, closeDraw, enterResult } from './results-service.ts';
export { LOTTERY_VENDORS } from './vendor.ts';
