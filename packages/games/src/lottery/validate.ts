import { LotteryBetError } from './lottery-bet-error.ts';
import type { PlayType } from './play-type.ts';
import { findPlayType, type LotteryPlayTypeId } from './play-types.ts';
import { readSelection, show } from './read-selection.ts';
import type { Selection } from './selection.ts';

/** A bet as stored and as it comes from the wire (fields not yet trusted). */
export interface LotteryBet {
  playType: string;
  selection: Selection;
  /** Minor units per unit bet: one of the brand's units (2.00, 0.20, 0.02 → 200n, 20n, 2n). */
  unit: bigint;
  multiplier: number;
}

/** What a brand allows; the server reads it from the brand's settings. */
export interface LotteryBetRules {
  units: readonly bigint[];
  maxMultiplier: number;
}

/** No brand may allow more: keeps a stake far inside bigint-free arithmetic on the page. */
export const MAX_LOTTERY_MULTIPLIER = 100_000;
export const DEFAULT_LOTTERY_RULES: LotteryBetRules = {
  units: [200n, 20n, 2n],
  maxMultiplier: 10_000,
};

export interface CheckedSelection {
  playType: PlayType<LotteryPlayTypeId>;
  /**
   * The selection with each row in board order (tickets keep theirs; an unordered ticket's
   * picks are put in board order), fresh arrays.
   */
  selection: Selection;
  betCount: number;
}

export interface CheckedLotteryBet extends CheckedSelection {
  unit: bigint;
  multiplier: number;
  /** betCount × unit × multiplier, minor units. */
  stake: bigint;
}

/**
 * Checks a selection against its play type and counts its unit bets: the server computes
 * the bet count here and never takes the client's. Throws a LotteryBetError.
 */
export function checkSelection(playTypeId: unknown, selection: unknown): CheckedSelection {
  const playType = findPlayType(playTypeId);
  if (!playType)
    throw new LotteryBetError('PLAY_TYPE_UNKNOWN', `unknown play type ${show(playTypeId)}`);
  const canonical = readSelection(playType, selection);
  const betCount = playType.betCount(canonical);
  // e.g. 11X5 first-three straight rows [1] [1] [2]: every tuple repeats a number.
  if (betCount === 0)
    throw new LotteryBetError('SELECTION_EMPTY', 'the picks make no bet that can win');
  return { playType, selection: canonical, betCount };
}

/** Unit and multiplier as numbers that can be stored (settle.ts reuses this). */
export function checkStakeParts(
  unit: unknown,
  multiplier: unknown,
  maxMultiplier = MAX_LOTTERY_MULTIPLIER,
): void {
  if (typeof unit !== 'bigint' || unit <= 0n) {
    throw new LotteryBetError(
      'UNIT_INVALID',
      'the unit must be a positive whole number of minor units',
    );
  }
  if (
    !Number.isSafeInteger(multiplier) ||
    (multiplier as number) < 1 ||
    (multiplier as number) > maxMultiplier
  ) {
    throw new LotteryBetError(
      'MULTIPLIER_INVALID',
      `the multiplier must be a whole number from 1 to ${maxMultiplier}`,
    );
  }
}

/** A bet as placed: selection, the brand's unit and multiplier limits, and its stake. */
export function checkLotteryBet(bet: LotteryBet, rules: LotteryBetRules): CheckedLotteryBet {
  if (typeof bet !== 'object' || bet === null)
    throw new LotteryBetError('SELECTION_INVALID', 'a bet must be an object');
  const checked = checkSelection(bet.playType, bet.selection);
  checkStakeParts(bet.unit, bet.multiplier, Math.min(rules.maxMultiplier, MAX_LOTTERY_MULTIPLIER));
  if (!rules.units.includes(bet.unit)) {
    throw new LotteryBetError(
      'UNIT_INVALID',
      `the unit must be one of ${rules.units.join(', ')} minor units`,
    );
  }
  const stake = BigInt(checked.betCount) * bet.unit * BigInt(bet.multiplier);
  return { ...checked, unit: bet.unit, multiplier: bet.multiplier, stake };
}
