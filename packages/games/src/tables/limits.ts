import { TableBetError } from './table-bet-error.ts';

/** Smallest and largest stake on one spot, in integer minor units. */
export interface StakeRange {
  min: bigint;
  max: bigint;
}

/** A table's limits: a range per bet type and a cap on everything staked in one round. */
export interface TableLimits<BetType extends string> {
  perBet: Readonly<Record<BetType, StakeRange>>;
  maxTotal: bigint;
}

/** One bet after its game has validated it: `spot` names where the chips lie. */
export interface PlacedStake<BetType extends string> {
  type: BetType;
  /** Same text for the same spot (e.g. "split 17-20"), whatever order the numbers came in. */
  spot: string;
  stake: bigint;
}

/** Stakes arrive from the wire: anything but a positive bigint is refused. */
export function checkStakeShape(stake: unknown, label: string, betIndex: number): void {
  if (typeof stake !== 'bigint' || stake <= 0n) {
    throw new TableBetError(
      'BET_INVALID',
      `bet #${betIndex} (${label}): the stake must be a positive whole number of minor units`,
      betIndex,
    );
  }
}

/**
 * Limits hold per spot, as at a real table: two bets on the same spot count together,
 * so splitting a stake into several chips cannot get past the maximum.
 */
export function checkLimits<BetType extends string>(
  stakes: readonly PlacedStake<BetType>[],
  limits: TableLimits<BetType>,
): void {
  if (stakes.length === 0) throw new TableBetError('ROUND_EMPTY', 'a round needs at least one bet');
  const bySpot = new Map<string, { type: BetType; total: bigint; firstIndex: number }>();
  let total = 0n;
  stakes.forEach(({ type, spot, stake }, index) => {
    total += stake;
    const seen = bySpot.get(spot);
    if (seen) seen.total += stake;
    else bySpot.set(spot, { type, total: stake, firstIndex: index });
  });
  for (const [spot, { type, total: onSpot, firstIndex }] of bySpot) {
    const range: StakeRange | undefined = limits.perBet[type];
    // Limits come from operator configuration: a missing type is a setup error, not the player's.
    if (!range) throw new Error(`the table limits have no range for ${type} bets`);
    if (onSpot < range.min) {
      throw new TableBetError(
        'BET_BELOW_MIN',
        `${spot}: ${onSpot} on the spot is below the table minimum of ${range.min}`,
        firstIndex,
        range.min,
      );
    }
    if (onSpot > range.max) {
      throw new TableBetError(
        'BET_ABOVE_MAX',
        `${spot}: ${onSpot} on the spot is above the table maximum of ${range.max}`,
        firstIndex,
        range.max,
      );
    }
  }
  if (total > limits.maxTotal) {
    throw new TableBetError(
      'ROUND_ABOVE_MAX',
      `the round's stakes total ${total}, above the table maximum of ${limits.maxTotal} per round`,
      undefined,
      limits.maxTotal,
    );
  }
}
