import { choose } from './combinatorics.ts';
import { playType } from './play-type.ts';
import { prizeNumbers, type RegionalLotteryResult, VN_SPECIAL } from './regional-results.ts';
import { DIGITS, type Selection, type SelectionShape, ticketNumber } from './selection.ts';

/**
 * The Vietnamese lottery (xổ số): the same play types in each region, on that region's
 * result (regional-results.ts; the special prize stored first). A number is a ticket of
 * digits, [0, 5] being 05, so leading zeros are never lost and a 10,000-number board is
 * checked digit by digit, never listed. Every play type reads the last two, three or four
 * digits of prize numbers.
 */
export const VN_REGIONS = { north: 'VN_NORTH', central: 'VN_CENTRAL', south: 'VN_SOUTH' } as const;
export type VnRegion = keyof typeof VN_REGIONS;
export type VnFamily = (typeof VN_REGIONS)[VnRegion];

/** Typed numbers of `digits` digits, at most `max` of them (a lô 2 board is all 100). */
const typed = (digits: number, max: number, min?: number): SelectionShape => ({
  kind: 'tickets',
  length: digits,
  options: DIGITS,
  distinctPicks: false,
  maxTickets: max,
  ...(min === undefined ? {} : { minTickets: min }),
});

/** A xiên slip takes at most this many numbers (C(10, 4) = 210 unit bets). */
export const MAX_XIEN_NUMBERS = 10;

/** The last `k` digits of every prize number that has at least `k`, one entry per number. */
const endings = (result: RegionalLotteryResult, k: number) =>
  prizeNumbers(result)
    .filter((n) => n.length >= k)
    .map((n) => n.slice(-k));

/** lô k: each ticket wins once per prize number ending in it. */
function occurrences(result: RegionalLotteryResult, selection: Selection, k: number): number {
  const times = new Map<string, number>();
  for (const ending of endings(result, k)) times.set(ending, (times.get(ending) ?? 0) + 1);
  return selection.reduce((n, ticket) => n + (times.get(ticketNumber(ticket)) ?? 0), 0);
}

/**
 * The play types of one region, ids `vn.<region>.<type>`:
 * - `lo2`, `lo3`, `lo4` (lô): a unit bet per number typed; it wins once for every prize
 *   number whose last 2, 3 or 4 digits it is (numbers shorter than that cannot). The unit
 *   is the whole stake of the number, against every prize number at once (the "point" that
 *   Vietnamese practice charges 27 or 18 times over), and the table prices one occurrence.
 * - `de` (đề): the last two digits of the special prize.
 * - `xien2`, `xien3`, `xien4` (xiên): k or more different two-digit numbers; each k of them
 *   is a unit bet, winning once when all k are among the last two digits of the prize
 *   numbers (however often each appears). With h of the n numbers out, C(h, k) units win.
 */
export function vietnamesePlayTypes<const R extends VnRegion>(region: R) {
  const family: VnFamily = VN_REGIONS[region];
  const id = <const T extends string>(type: T) => `vn.${region}.${type}` as const;
  const where = region.charAt(0).toUpperCase() + region.slice(1);
  const lo = <const T extends string>(type: T, k: number, max: number) =>
    playType({
      id: id(type),
      family,
      name: `${where}: lô ${k} số (last ${k} digits of every prize)`,
      shape: typed(k, max),
      levels: ['occurrence'],
      betCount: (s) => s.length,
      winning: (result, s) => [occurrences(result, s, k)],
    });
  const xien = <const T extends string>(type: T, k: number) =>
    playType({
      id: id(type),
      family,
      name: `${where}: xiên ${k} (${k} numbers all among the last two digits)`,
      shape: typed(2, MAX_XIEN_NUMBERS, k),
      levels: ['all'],
      betCount: (s) => choose(s.length, k),
      winning: (result, s) => {
        const out = new Set(endings(result, 2));
        return [choose(s.filter((t) => out.has(ticketNumber(t))).length, k)];
      },
    });
  return [
    lo('lo2', 2, 100),
    lo('lo3', 3, 1000),
    lo('lo4', 4, 1000),
    playType({
      id: id('de'),
      family,
      name: `${where}: đề (last two digits of the special prize)`,
      shape: typed(2, 100),
      levels: ['special'],
      betCount: (s) => s.length,
      winning: (result, s) => {
        const special = result.prizes[VN_SPECIAL]?.[0]?.slice(-2);
        return [s.filter((t) => ticketNumber(t) === special).length];
      },
    }),
    xien('xien2', 2),
    xien('xien3', 3),
    xien('xien4', 4),
  ] as const;
}

export const VN_PLAY_TYPES = [
  ...vietnamesePlayTypes('north'),
  ...vietnamesePlayTypes('central'),
  ...vietnamesePlayTypes('south'),
] as const;
