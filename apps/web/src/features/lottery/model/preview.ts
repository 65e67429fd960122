import { checkLotteryBet, LotteryBetError, type LotteryBetErrorCode } from '@gamehall/games';
import type { Picks } from './board.ts';

/** What the page knows of a game's rules (getLotteryGame), money in major units. */
export interface StakeRules {
  units: readonly number[];
  maxMultiplier: number;
  maxStakePerBet: number;
}

/** A bet as the board makes it, before it is checked. */
export interface Draft {
  playType: string;
  picks: Picks;
  unit: number;
  /** As typed: not yet a number. */
  multiplier: string;
}

/**
 * Major units (the wire's decimal) as bigint minor units. The contract's toMinor does the
 * same, but its module is in the site's first load: using it from here would add it there.
 */
const toMinor = (major: number) => BigInt(Math.round(major * 100));

export type Preview =
  | { ok: true; betCount: number; stake: bigint; selection: Picks; multiplier: number }
  | { ok: false; code: LotteryBetErrorCode | 'STAKE_ABOVE_MAX'; row?: number };

/** A whole number as typed (a multiplier, a number of draws), else NaN. */
export const readWhole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * The bet count and stake the server will work out for this draft (packages/games
 * checkLotteryBet, the same code), or why it would refuse it. Only a preview: the server
 * checks and prices every bet itself.
 */
export function previewBet(draft: Draft, rules: StakeRules): Preview {
  const multiplier = readWhole(draft.multiplier);
  try {
    const checked = checkLotteryBet(
      {
        playType: draft.playType,
        selection: draft.picks,
        unit: toMinor(draft.unit),
        multiplier,
      },
      { units: rules.units.map(toMinor), maxMultiplier: rules.maxMultiplier },
    );
    if (checked.stake > toMinor(rules.maxStakePerBet))
      return { ok: false, code: 'STAKE_ABOVE_MAX' };
    return {
      ok: true,
      betCount: checked.betCount,
      stake: checked.stake,
      selection: checked.selection.map((row) => [...row]),
      multiplier,
    };
  } catch (err) {
    if (err instanceof LotteryBetError) return { ok: false, code: err.code, row: err.row };
    throw err;
  }
}

/** Minor units as the wire's major-unit decimal. */
export const toMajor = (minor: bigint) => Number(minor) / 100;
