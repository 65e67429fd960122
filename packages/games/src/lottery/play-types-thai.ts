import { numbersOf, playType } from './play-type.ts';
import {
  firstOfTier,
  type RegionalLotteryResult,
  THAI_BACK2,
  THAI_BACK3,
  THAI_FIRST,
  THAI_FRONT3,
} from './regional-results.ts';
import { DIGITS, type Selection, type SelectionShape, setRow, ticketNumber } from './selection.ts';

/**
 * The Thai government lottery (1st and 16th of the month): bets on the first prize's last
 * three or two digits ("top"), the two three-digit front and back prizes, and the two-digit
 * back prize ("bottom"). Numbers are tickets of digits, [0, 5, 7] being 057.
 */
const typed = (digits: number, max: number, unordered = false): SelectionShape => ({
  kind: 'tickets',
  length: digits,
  options: DIGITS,
  distinctPicks: false,
  maxTickets: max,
  ...(unordered ? { unordered } : {}),
});

/** The last three digits of the first prize. */
const top3 = (result: RegionalLotteryResult) => firstOfTier(result, THAI_FIRST).slice(-3);

/** Tickets equal to `number`. */
const exact = (s: Selection, number: string) =>
  s.filter((ticket) => ticketNumber(ticket) === number).length;

/** Unit bets winning once per prize of `tier` equal to them. */
const perPrize = (result: RegionalLotteryResult, tier: number, s: Selection) =>
  (result.prizes[tier] ?? []).reduce((n, prize) => n + exact(s, prize), 0);

/** Sorted digits: two numbers are arrangements of each other when these are equal. */
const sortedDigits = (number: string) => [...number].sort().join('');

/**
 * Tote levels by how many orders a ticket's digits have: 6 (all different), 3 (a pair),
 * 1 (all the same, which is then the top three itself).
 */
const TOTE_LEVELS = ['sixOrders', 'threeOrders', 'oneOrder'] as const;
const toteLevel = (ticket: readonly unknown[]) => 3 - new Set(ticket).size;

/** A digit bet: each picked digit wins once if it is among `digits` (however often). */
const runs = (digits: string, s: Selection) =>
  numbersOf(s, 0).filter((d) => digits.includes(String(d))).length;

export const THAI_PLAY_TYPES = [
  playType({
    id: 'thai.top3',
    family: 'THAI',
    name: 'Top three (last three of the first prize)',
    shape: typed(3, 1000),
    levels: ['top3'],
    betCount: (s) => s.length,
    winning: (result, s) => [exact(s, top3(result))],
  }),
  playType({
    // One unit per ticket, whatever its digits; it wins when the last three of the first
    // prize are its digits in any order, at the level of its number of orders.
    id: 'thai.tote3',
    family: 'THAI',
    name: 'Tote three (last three of the first prize, any order)',
    shape: typed(3, 220, true),
    levels: TOTE_LEVELS,
    betCount: (s) => s.length,
    winning: (result, s) => {
      const won = TOTE_LEVELS.map(() => 0);
      const drawn = sortedDigits(top3(result));
      for (const ticket of s) {
        if (sortedDigits(ticketNumber(ticket)) !== drawn) continue;
        const level = toteLevel(ticket);
        won[level] = (won[level] ?? 0) + 1;
      }
      return won;
    },
  }),
  playType({
    id: 'thai.front3',
    family: 'THAI',
    name: 'Front three (either three-digit front prize)',
    shape: typed(3, 1000),
    levels: ['front3'],
    betCount: (s) => s.length,
    winning: (result, s) => [perPrize(result, THAI_FRONT3, s)],
  }),
  playType({
    id: 'thai.back3',
    family: 'THAI',
    name: 'Back three (either three-digit back prize)',
    shape: typed(3, 1000),
    levels: ['back3'],
    betCount: (s) => s.length,
    winning: (result, s) => [perPrize(result, THAI_BACK3, s)],
  }),
  playType({
    id: 'thai.top2',
    family: 'THAI',
    name: 'Top two (last two of the first prize)',
    shape: typed(2, 100),
    levels: ['top2'],
    betCount: (s) => s.length,
    winning: (result, s) => [exact(s, top3(result).slice(-2))],
  }),
  playType({
    id: 'thai.bottom2',
    family: 'THAI',
    name: 'Bottom two (the two-digit back prize)',
    shape: typed(2, 100),
    levels: ['bottom2'],
    betCount: (s) => s.length,
    winning: (result, s) => [exact(s, firstOfTier(result, THAI_BACK2))],
  }),
  playType({
    id: 'thai.run.top',
    family: 'THAI',
    name: 'Run top (a digit among the last three of the first prize)',
    shape: setRow('digits', DIGITS, 1),
    levels: ['run'],
    betCount: (s) => numbersOf(s, 0).length,
    winning: (result, s) => [runs(top3(result), s)],
  }),
  playType({
    id: 'thai.run.bottom',
    family: 'THAI',
    name: 'Run bottom (a digit of the two-digit back prize)',
    shape: setRow('digits', DIGITS, 1),
    levels: ['run'],
    betCount: (s) => numbersOf(s, 0).length,
    winning: (result, s) => [runs(firstOfTier(result, THAI_BACK2), s)],
  }),
] as const;
