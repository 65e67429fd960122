/** The progressive jackpot: what the in-house games use of it (decision 035). */
export type { JackpotRound } from './pool.ts';
export { wonBy as jackpotWonBy } from './pool.ts';
export { jackpotSetting, settleJackpot } from './service.ts';
