import type { LotteryFamily } from '@gamehall/games';

/**
 * The in-house e-lottery games (issue 15): each a family of packages/games' lottery core
 * drawn on its own cadence, all day, in the brand's time zone. Bets close `cutoffSeconds`
 * before each draw, so the result is never drawn while a bet on it may still be taken.
 */
export interface LotteryGame {
  code: string;
  family: LotteryFamily;
  /** Minutes between draws; a divisor of 60, so a day's draws line up with its hours. */
  everyMinutes: 1 | 3 | 5;
  cutoffSeconds: number;
}

export const LOTTERY_GAMES: readonly LotteryGame[] = [
  { code: 'SSC_1M', family: 'SSC', everyMinutes: 1, cutoffSeconds: 10 },
  { code: 'SSC_3M', family: 'SSC', everyMinutes: 3, cutoffSeconds: 30 },
  { code: 'SSC_5M', family: 'SSC', everyMinutes: 5, cutoffSeconds: 30 },
  { code: '11X5_3M', family: '11X5', everyMinutes: 3, cutoffSeconds: 30 },
  { code: 'PK10_1M', family: 'PK10', everyMinutes: 1, cutoffSeconds: 10 },
  { code: 'PK10_5M', family: 'PK10', everyMinutes: 5, cutoffSeconds: 30 },
  { code: 'LHC_5M', family: 'LHC', everyMinutes: 5, cutoffSeconds: 30 },
  { code: 'LF_1M', family: 'LF', everyMinutes: 1, cutoffSeconds: 10 },
];

export const lotteryGame = (code: string) => LOTTERY_GAMES.find((g) => g.code === code) ?? null;
