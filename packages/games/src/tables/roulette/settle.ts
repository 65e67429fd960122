import { checkLimits } from '../limits.ts';
import {
  ROULETTE_PAYOUTS,
  type RouletteBet,
  type RouletteLimits,
  type RouletteSpot,
  resolveRouletteBet,
} from './bets.ts';
import { isPocket, type PocketColour, pocketColour } from './layout.ts';

export interface RouletteBetResult {
  bet: RouletteBet;
  /** The spot's name, e.g. "split 17-20", "dozen 2", "red". */
  spot: string;
  /** Minor units paid back: stake + winnings when the bet wins, else 0. */
  win: bigint;
}

export interface RouletteSettlement {
  pocket: number;
  colour: PocketColour;
  results: RouletteBetResult[];
  totalStake: bigint;
  totalWin: bigint;
}

/**
 * Validates a round's bets and checks them against the table limits; throws a
 * TableBetError naming the first bad bet. The server calls this when the bets are placed,
 * before it draws the pocket; `settleRoulette` calls it again so it never pays an illegal bet.
 */
export function checkRouletteBets(
  bets: readonly RouletteBet[],
  limits: RouletteLimits,
): RouletteSpot[] {
  const spots = bets.map(resolveRouletteBet);
  checkLimits(spots, limits);
  return spots;
}

export function settleRoulette(
  bets: readonly RouletteBet[],
  pocket: number,
  limits: RouletteLimits,
): RouletteSettlement {
  if (!isPocket(pocket)) throw new RangeError(`pocket must be 0–36, got ${pocket}`);
  const spots = checkRouletteBets(bets, limits);
  const results = spots.map(({ type, spot, stake, covers }, i) => ({
    bet: bets[i] as RouletteBet,
    spot,
    win: covers.has(pocket) ? stake * (ROULETTE_PAYOUTS[type] + 1n) : 0n,
  }));
  return {
    pocket,
    colour: pocketColour(pocket),
    results,
    totalStake: spots.reduce((sum, { stake }) => sum + stake, 0n),
    totalWin: results.reduce((sum, { win }) => sum + win, 0n),
  };
}
