import { BULL_BULL } from '../../tables/niuniu/hand.ts';

/**
 * Grab multiples (抢庄倍数) a seat may call in the grab phase; 0 is "no grab". The action's
 * `amount` carries the multiple itself (0n … 4n), not chips: nothing is staked until the
 * reveal, so a niu niu action adds no chips to anything.
 */
export const GRAB_MULTIPLES: readonly number[] = [0, 1, 2, 3, 4];

/** Bet multiples (下注倍数) a non-banker seat may call; the `bet` action's `amount` is one of these. */
export const BET_MULTIPLES: readonly number[] = [1, 2, 3, 5];

/**
 * What a settlement is multiplied by, read from the WINNER's hand (the loser's does not
 * matter), the table most Chinese banker-grab rooms use:
 *
 * | hand          | ×  |
 * | ------------- | -- |
 * | no bull       | 1  |
 * | bull 1 – 6    | 1  |
 * | bull 7, 8     | 2  |
 * | bull 9        | 3  |
 * | bull bull     | 4  |
 */
export function handMultiplier(bull: number): number {
  if (bull === BULL_BULL) return 4;
  if (bull === 9) return 3;
  if (bull >= 7) return 2;
  return 1;
}

const MAX_GRAB = 4n;
const MAX_BET = 5n;
const MAX_HAND = 4n;

/**
 * The most one player can owe the banker on one hand, in base bets: the top grab × the
 * top bet × bull bull. A seat holding this covers any hand it plays as a player; a banker
 * facing several winners may still fall short, which `settle.ts` handles by scaling.
 */
export function niuniuGrabMinStack(stake: bigint): bigint {
  return stake * MAX_GRAB * MAX_BET * MAX_HAND;
}
