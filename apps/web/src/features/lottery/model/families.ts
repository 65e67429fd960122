import { LOTTERY_FAMILY_CODES } from '@gamehall/contract';

/** An in-house, RNG-drawn e-lottery family: the betting page's boards and trend know these. */
export type ELotteryFamily = (typeof LOTTERY_FAMILY_CODES)[number];

/**
 * getLotteryGame also describes the regional games (results entered from an official draw);
 * only an e-lottery family's draws have seeds to verify and a trend of digits.
 */
export const isELotteryFamily = (family: string): family is ELotteryFamily =>
  (LOTTERY_FAMILY_CODES as readonly string[]).includes(family);
