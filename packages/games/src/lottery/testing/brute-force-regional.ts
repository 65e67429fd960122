import type { RegionalPlayTypeId } from '../play-types.ts';
import type { RegionalLotteryResult } from '../regional-results.ts';
import type { LotteryPick, Selection } from '../selection.ts';
import { type BruteForce, subsets, type Unit } from './oracle.ts';

/**
 * The regional play types' rules again, the slow way (see brute-force.ts): a ticket of
 * digits is the number its digits spell, every prize number is looked at one by one, with
 * `endsWith` rather than slicing, and a Thai tote ticket's orders are listed outright.
 */
type Oracle = BruteForce<RegionalLotteryResult>;

const spell = (unit: Unit) => unit.map(String).join('');
const hit = (won: boolean) => (won ? 0 : null);
/** Each ticket alone, as the number it spells. */
const eachTicket = (s: Selection): Unit[] => s.map((ticket) => [spell(ticket)]);
const all = (r: RegionalLotteryResult) => r.prizes.flatMap((tier) => [...tier]);
const digitSum = (r: RegionalLotteryResult) =>
  all(r).reduce((n, number) => n + [...number].reduce((m, d) => m + Number(d), 0), 0);
/** One of `xs`, chosen by the result itself, so `lucky` tickets vary from draw to draw. */
const chosen = <T>(r: RegionalLotteryResult, xs: readonly T[]): T =>
  xs[digitSum(r) % xs.length] as T;
const asTicket = (number: string): LotteryPick[] => [...number].map(Number);

/** lô k: once per prize number of at least k digits ending in the ticket. */
const lo = (k: number): Oracle => {
  const times = (r: RegionalLotteryResult, [n]: Unit) =>
    all(r).filter((p) => p.length >= k && p.endsWith(String(n))).length;
  return {
    expand: eachTicket,
    level: (r, u) => hit(times(r, u) > 0),
    times,
    lucky: (r) =>
      asTicket(
        chosen(
          r,
          all(r).filter((p) => p.length >= k),
        ).slice(-k),
      ),
  };
};

const de: Oracle = {
  expand: eachTicket,
  level: (r, [n]) => hit(r.prizes[0]?.[0]?.endsWith(String(n)) === true),
  lucky: (r) => asTicket((r.prizes[0]?.[0] ?? '').slice(-2)),
};

/** xiên k: every k of the tickets, winning when each is the ending of some prize number. */
const xien = (k: number): Oracle => ({
  expand: (s) => subsets(eachTicket(s).flat(), k),
  level: (r, u) => hit(u.every((n) => all(r).some((p) => p.endsWith(String(n))))),
  lucky: (r) => asTicket(chosen(r, all(r)).slice(-2)),
});

const thaiFirst = (r: RegionalLotteryResult) => r.prizes[0]?.[0] ?? '';
const thaiBack2 = (r: RegionalLotteryResult) => r.prizes[3]?.[0] ?? '';

const exactly = (read: (r: RegionalLotteryResult) => string): Oracle => ({
  expand: eachTicket,
  level: (r, [n]) => hit(read(r) === n),
  lucky: (r) => asTicket(read(r)),
});

/** Once per prize of the tier equal to the ticket. */
const perPrize = (tier: number): Oracle => {
  const times = (r: RegionalLotteryResult, [n]: Unit) =>
    (r.prizes[tier] ?? []).filter((p) => p === n).length;
  return {
    expand: eachTicket,
    level: (r, u) => hit(times(r, u) > 0),
    times,
    lucky: (r) => asTicket(chosen(r, r.prizes[tier] ?? [])),
  };
};

/** All orders of three digits, written out. */
function orders(number: string): Set<string> {
  const [a = '', b = '', c = ''] = [...number];
  return new Set([a + b + c, a + c + b, b + a + c, b + c + a, c + a + b, c + b + a]);
}

const tote: Oracle = {
  expand: eachTicket,
  level: (r, [n]) => {
    const ways = orders(String(n));
    return ways.has(thaiFirst(r).slice(-3)) ? [6, 3, 1].indexOf(ways.size) : null;
  },
  // Reversed: the player may type a tote ticket in any order.
  lucky: (r) => asTicket([...thaiFirst(r).slice(-3)].reverse().join('')),
};

/** A digit picked (row 0) wins once if it is one of `read`'s digits. */
const run = (read: (r: RegionalLotteryResult) => string): Oracle => ({
  expand: (s) => (s[0] ?? []).map((d) => [d]),
  level: (r, [d]) => hit([...read(r)].some((x) => x === String(d))),
});

/** 4D: the level is the tier holding the ticket, among the first `levels` tiers. */
const fourD = (levels: number): Oracle => ({
  expand: eachTicket,
  level: (r, [n]) => {
    for (let tier = 0; tier < levels; tier++) if (r.prizes[tier]?.includes(String(n))) return tier;
    return null;
  },
  lucky: (r) => asTicket(chosen(r, r.prizes[digitSum(r) % 5] ?? [])),
});

const region = <R extends string>(name: R) =>
  ({
    [`vn.${name}.lo2`]: lo(2),
    [`vn.${name}.lo3`]: lo(3),
    [`vn.${name}.lo4`]: lo(4),
    [`vn.${name}.de`]: de,
    [`vn.${name}.xien2`]: xien(2),
    [`vn.${name}.xien3`]: xien(3),
    [`vn.${name}.xien4`]: xien(4),
  }) as Record<`vn.${R}.${'lo2' | 'lo3' | 'lo4' | 'de' | 'xien2' | 'xien3' | 'xien4'}`, Oracle>;

export const REGIONAL_BRUTE_FORCE: Readonly<Record<RegionalPlayTypeId, Oracle>> = {
  ...region('north'),
  ...region('central'),
  ...region('south'),
  'thai.top3': exactly((r) => thaiFirst(r).slice(-3)),
  'thai.tote3': tote,
  'thai.front3': perPrize(1),
  'thai.back3': perPrize(2),
  'thai.top2': exactly((r) => thaiFirst(r).slice(-2)),
  'thai.bottom2': exactly(thaiBack2),
  'thai.run.top': run((r) => thaiFirst(r).slice(-3)),
  'thai.run.bottom': run(thaiBack2),
  '4d.big': fourD(5),
  '4d.small': fourD(3),
};
