import { playType } from './play-type.ts';
import type { RegionalLotteryResult } from './regional-results.ts';
import { DIGITS, type Selection, ticketNumber } from './selection.ts';

/**
 * Malaysian-style 4D: 23 different four-digit numbers (first, second, third prize, ten
 * starters, ten consolations). A bet is a four-digit number, a ticket of digits ([0, 0,
 * 4, 2] is 0042). Big wins at every level, Small only on the first three prizes; since the
 * 23 numbers differ, a ticket wins at one level at most.
 */
const BIG_LEVELS = ['first', 'second', 'third', 'starter', 'consolation'] as const;
const SMALL_LEVELS = BIG_LEVELS.slice(0, 3);

const FOUR_DIGITS = {
  kind: 'tickets',
  length: 4,
  options: DIGITS,
  distinctPicks: false,
  maxTickets: 1000,
} as const;

/** Winning tickets per level: level i is the result's tier i. */
function byTier(result: RegionalLotteryResult, s: Selection, levels: number): number[] {
  const tiers = result.prizes.slice(0, levels);
  const won = new Array<number>(levels).fill(0);
  for (const ticket of s) {
    const at = tiers.findIndex((numbers) => numbers.includes(ticketNumber(ticket)));
    if (at >= 0) won[at] = (won[at] ?? 0) + 1;
  }
  return won;
}

export const FOUR_D_PLAY_TYPES = [
  playType({
    id: '4d.big',
    family: '4D',
    name: 'Big (first, second, third, starter, consolation)',
    shape: FOUR_DIGITS,
    levels: BIG_LEVELS,
    betCount: (s) => s.length,
    winning: (result, s) => byTier(result, s, BIG_LEVELS.length),
  }),
  playType({
    id: '4d.small',
    family: '4D',
    name: 'Small (first, second, third)',
    shape: FOUR_DIGITS,
    levels: SMALL_LEVELS,
    betCount: (s) => s.length,
    winning: (result, s) => byTier(result, s, SMALL_LEVELS.length),
  }),
] as const;
