/**
 * The in-house lottery (issue 15): its games, their draws made ahead with public
 * commitments and drawn from their revealed seeds. Bets and settlement come next.
 */
export { lotteryDrawsJob } from './job.ts';
