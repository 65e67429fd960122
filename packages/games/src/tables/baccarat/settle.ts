import { checkLimits, checkStakeShape, type TableLimits } from '../limits.ts';
import { TableBetError } from '../table-bet-error.ts';
import type { BaccaratOutcome } from './tableau.ts';

export type BaccaratBetType = 'player' | 'banker' | 'tie' | 'playerPair' | 'bankerPair';

/** Stake in integer minor units. */
export interface BaccaratBet {
  type: BaccaratBetType;
  stake: bigint;
}

export type BaccaratLimits = TableLimits<BaccaratBetType>;

export interface BaccaratBetResult {
  bet: BaccaratBet;
  result: 'win' | 'push' | 'lose';
  /** Minor units paid back: stake + winnings on a win, the stake on a push, else 0. */
  win: bigint;
}

export interface BaccaratSettlement {
  results: BaccaratBetResult[];
  totalStake: bigint;
  totalWin: bigint;
}

const BET_TYPES: ReadonlySet<string> = new Set([
  'player',
  'banker',
  'tie',
  'playerPair',
  'bankerPair',
]);

/**
 * Validates a round's bets and checks the table limits; throws a TableBetError naming the
 * first bad bet. The server calls it when the bets are placed, before dealing.
 */
export function checkBaccaratBets(bets: readonly BaccaratBet[], limits: BaccaratLimits): void {
  bets.forEach((bet, i) => {
    const type: unknown = bet?.type;
    if (typeof type !== 'string' || !BET_TYPES.has(type)) {
      throw new TableBetError('BET_INVALID', `bet #${i} (${String(type)}): unknown bet type`, i);
    }
    checkStakeShape(bet.stake, bet.type, i);
  });
  checkLimits(
    bets.map(({ type, stake }) => ({ type, spot: type, stake })),
    limits,
  );
}

/**
 * Banker winnings are 95% of the stake, rounded down to a whole minor unit so the house
 * never pays a fraction: floor(stake × 95 / 100). A banker stake under 20 minor units
 * thus wins a little less than 0.95:1 (a stake of 1 gets only itself back).
 */
export function bankerWinnings(stake: bigint): bigint {
  return (stake * 95n) / 100n; // bigint division truncates, and stake > 0
}

function settleOne(bet: BaccaratBet, outcome: BaccaratOutcome): BaccaratBetResult {
  const { stake } = bet;
  const won = (winnings: bigint): BaccaratBetResult => ({
    bet,
    result: 'win',
    win: stake + winnings,
  });
  const lost: BaccaratBetResult = { bet, result: 'lose', win: 0n };
  const isTie = outcome.winner === 'tie';
  switch (bet.type) {
    case 'player':
    case 'banker':
      if (isTie) return { bet, result: 'push', win: stake };
      if (outcome.winner !== bet.type) return lost;
      return won(bet.type === 'player' ? stake : bankerWinnings(stake));
    case 'tie':
      return isTie ? won(8n * stake) : lost;
    case 'playerPair':
      return outcome.player.pair ? won(11n * stake) : lost;
    case 'bankerPair':
      return outcome.banker.pair ? won(11n * stake) : lost;
  }
}

/**
 * Player pays 1:1, banker 0.95:1 (see `bankerWinnings`), tie 8:1 with player and banker
 * bets pushed on a tie, each pair 11:1 on the first two cards of its hand.
 */
export function settleBaccarat(
  bets: readonly BaccaratBet[],
  outcome: BaccaratOutcome,
  limits: BaccaratLimits,
): BaccaratSettlement {
  checkBaccaratBets(bets, limits);
  const results = bets.map((bet) => settleOne(bet, outcome));
  return {
    results,
    totalStake: bets.reduce((sum, { stake }) => sum + stake, 0n),
    totalWin: results.reduce((sum, { win }) => sum + win, 0n),
  };
}
