import type { LotteryResult } from '../draws.ts';
import type { LotteryPlayTypeId } from '../play-types.ts';
import type { LotteryPick, Selection } from '../selection.ts';
import { REGIONAL_BRUTE_FORCE } from './brute-force-regional.ts';
import { type BruteForce, subsets, type Unit } from './oracle.ts';

/**
 * The rules again, written the slow and obvious way for tests: a selection expands to
 * every unit bet it buys, and each unit bet is checked alone against the draw. The play
 * types' closed-form `betCount` and `winning` must agree with this on any selection.
 * The regional play types' oracles are in brute-force-regional.ts.
 */
export type { BruteForce, Unit } from './oracle.ts';

const product = (rows: Selection): Unit[] =>
  rows.reduce<Unit[]>((units, row) => units.flatMap((u) => row.map((p) => [...u, p])), [[]]);
const distinctProduct = (rows: Selection) =>
  product(rows).filter((u) => new Set(u).size === u.length);
/** Each pick alone, tagged with its row: a position or two-sided bet. */
const eachPick = (rows: Selection): Unit[] => rows.flatMap((row, r) => row.map((p) => [r, p]));
const same = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);
const sorted = (xs: readonly LotteryPick[]) => [...xs].map(Number).sort((a, b) => a - b);
const hit = (won: boolean) => (won ? 0 : null);
const digitsOf = (d: LotteryResult): readonly number[] => ('numbers' in d ? d.numbers : []);
const special = (d: LotteryResult) => (d.family === 'LHC' ? d.special : Number.NaN);

/** Two-sided options of a number whose big half starts at `big`. */
const side = (x: number, big: number) => ({
  big: x >= big,
  small: x < big,
  odd: x % 2 === 1,
  even: x % 2 === 0,
});
const sideHit = (unit: Unit, x: number, big: number) =>
  hit(side(x, big)[unit[1] as keyof ReturnType<typeof side>] === true);

const straight = (from: number, to: number): BruteForce => ({
  expand: product,
  level: (d, u) => hit(same(u, digitsOf(d).slice(from, to))),
});
const tickets = (from: number, to: number): BruteForce => ({
  expand: (s) => s.map((t) => [...t]),
  level: (d, u) => hit(same(u, digitsOf(d).slice(from, to))),
  lucky: (d) => digitsOf(d).slice(from, to),
});
const position: BruteForce = {
  expand: eachPick,
  level: (d, u) => hit(digitsOf(d)[u[0] as number] === u[1]),
};
const ordered = (n: number): BruteForce => ({
  expand: distinctProduct,
  level: (d, u) => hit(same(u, digitsOf(d).slice(0, n))),
});

function anyOfFive(k: number): BruteForce {
  return {
    expand: (s) => subsets(s[0] ?? [], k),
    level: (d, u) => {
      const drawn = digitsOf(d);
      return hit(
        k <= 5 ? u.every((x) => drawn.includes(x as number)) : drawn.every((x) => u.includes(x)),
      );
    },
  };
}

function keno(k: number, tiers: number[]): BruteForce {
  return {
    expand: (s) => subsets(s[0] ?? [], k),
    level: (d, u) => {
      const at = tiers.indexOf(u.filter((x) => digitsOf(d).includes(x as number)).length);
      return at < 0 ? null : at;
    },
  };
}

const DIGITS = Array.from({ length: 10 }, (_, i) => i);
const ALL_TRIPLES = product([DIGITS, DIGITS, DIGITS]);

export const BRUTE_FORCE: Readonly<Record<LotteryPlayTypeId, BruteForce>> = {
  'ssc.5star.straight': straight(0, 5),
  'ssc.5star.single': tickets(0, 5),
  'ssc.last3.straight': straight(2, 5),
  'ssc.last3.single': tickets(2, 5),
  'ssc.last3.sum': {
    expand: (s) =>
      ALL_TRIPLES.filter((u) =>
        (s[0] ?? []).includes(u.reduce<number>((a, b) => a + Number(b), 0)),
      ),
    level: (d, u) => hit(same(u, digitsOf(d).slice(2))),
  },
  'ssc.last3.group3': {
    // A unit (a, b) is the multiset {a, a, b}.
    expand: (s) => product([s[0] ?? [], s[0] ?? []]).filter(([a, b]) => a !== b),
    level: (d, [a, b]) =>
      hit(same(sorted([a as number, a as number, b as number]), sorted(digitsOf(d).slice(2)))),
  },
  'ssc.last3.group6': {
    expand: (s) => subsets(s[0] ?? [], 3),
    level: (d, u) => hit(same(sorted(u), sorted(digitsOf(d).slice(2)))),
  },
  'ssc.last2.straight': straight(3, 5),
  'ssc.position': position,
  'ssc.position.bsoe': {
    expand: eachPick,
    level: (d, u) => sideHit(u, digitsOf(d)[u[0] as number] as number, 5),
  },
  'ssc.total.bsoe': {
    expand: eachPick,
    level: (d, u) =>
      sideHit(
        u,
        digitsOf(d).reduce((a, b) => a + b, 0),
        23,
      ),
  },
  'ssc.dragonTiger': {
    expand: eachPick,
    level: (d, [, pick]) => {
      const [first = 0, , , , fifth = 0] = digitsOf(d);
      if (first === fifth) return pick === 'tie' ? 1 : null;
      return hit(pick === (first > fifth ? 'dragon' : 'tiger'));
    },
  },
  '11x5.any1': anyOfFive(1),
  '11x5.any2': anyOfFive(2),
  '11x5.any3': anyOfFive(3),
  '11x5.any4': anyOfFive(4),
  '11x5.any5': anyOfFive(5),
  '11x5.any6': anyOfFive(6),
  '11x5.any7': anyOfFive(7),
  '11x5.any8': anyOfFive(8),
  '11x5.first3.straight': ordered(3),
  '11x5.first3.single': tickets(0, 3),
  '11x5.first3.group': {
    expand: (s) => subsets(s[0] ?? [], 3),
    level: (d, u) => hit(same(sorted(u), sorted(digitsOf(d).slice(0, 3)))),
  },
  '11x5.first2.straight': ordered(2),
  '11x5.position': position,
  'pk10.first': position,
  'pk10.top2.straight': ordered(2),
  'pk10.place.bsoe': {
    expand: eachPick,
    level: (d, u) => sideHit(u, digitsOf(d)[u[0] as number] as number, 6),
  },
  'pk10.dragonTiger': {
    expand: eachPick,
    level: (d, [k, pick]) => {
      const place = k as number;
      const dragon = (digitsOf(d)[place] as number) > (digitsOf(d)[9 - place] as number);
      return hit(pick === (dragon ? 'dragon' : 'tiger'));
    },
  },
  'lhc.special.straight': { expand: eachPick, level: (d, [, n]) => hit(special(d) === n) },
  'lhc.special.bsoe': {
    expand: eachPick,
    level: (d, u) => (special(d) === 49 ? 1 : sideHit(u, special(d), 25)),
  },
  'lf.pick1': keno(1, [1]),
  'lf.pick2': keno(2, [2]),
  'lf.pick3': keno(3, [3, 2]),
  'lf.pick4': keno(4, [4, 3, 2]),
  'lf.pick5': keno(5, [5, 4, 3]),
  ...REGIONAL_BRUTE_FORCE,
};
