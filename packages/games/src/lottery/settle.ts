import { isWellFormedDraw, type LotteryResult } from './draws.ts';
import { type PayoutTable, PRIZE_REFERENCE_UNIT } from './payout-tables.ts';
import { checkSelection, checkStakeParts, type LotteryBet } from './validate.ts';

export interface LotterySettlement {
  betCount: number;
  stake: bigint;
  /** Winning unit bets per prize level of the play type. */
  winningUnits: readonly number[];
  /** Minor units paid back (prize, stake included as the tables price it); 0 for a loss. */
  win: bigint;
}

/**
 * win = floor(Σ winning units × prize × unit × multiplier / 2.00): the tables price a 2.00
 * unit, smaller units win in proportion, and the one rounding, down to the minor unit, is
 * done last so a bet's win never depends on how its units were grouped.
 */
export function lotteryWin(
  winningUnits: readonly number[],
  prizes: readonly bigint[],
  unit: bigint,
  multiplier: number,
): bigint {
  let perReference = 0n;
  winningUnits.forEach((count, level) => {
    const prize = prizes[level];
    if (prize === undefined || prize < 0n) throw new Error(`no valid prize for level ${level}`);
    perReference += BigInt(count) * prize;
  });
  return (perReference * unit * BigInt(multiplier)) / PRIZE_REFERENCE_UNIT;
}

/**
 * Settles a stored bet against a draw (or an official regional result) of its family. The selection is checked again (the
 * brand's unit list is not: it may have changed since the bet was placed), so a corrupt
 * row is refused rather than paid.
 */
export function settleLotteryBet(
  bet: LotteryBet,
  draw: LotteryResult,
  table: PayoutTable,
): LotterySettlement {
  const { playType, selection, betCount } = checkSelection(bet.playType, bet.selection);
  checkStakeParts(bet.unit, bet.multiplier);
  if (draw.family !== playType.family) {
    throw new Error(`a ${playType.family} bet cannot settle against a ${draw.family} draw`);
  }
  if (!isWellFormedDraw(draw)) throw new RangeError(`not a well-formed ${draw.family} result`);
  const prizes = table[playType.id];
  if (prizes?.length !== playType.levels.length) {
    throw new Error(`the payout table has no prizes for every level of ${playType.id}`);
  }
  const winningUnits = playType.winning(draw, selection);
  return {
    betCount,
    stake: BigInt(betCount) * bet.unit * BigInt(bet.multiplier),
    winningUnits,
    win: lotteryWin(winningUnits, prizes, bet.unit, bet.multiplier),
  };
}
