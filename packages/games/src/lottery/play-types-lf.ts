import { choose, overlap } from './combinatorics.ts';
import { numbersOf, type PlayType, playType } from './play-type.ts';
import { range, setRow } from './selection.ts';

/** LF (keno-like) draws twenty of 1–80; "pick k" bets on k numbers, paid by how many came up. */
const BALLS = range(1, 80);
/** A compound of up to ten numbers, so a slip's liability stays readable. */
const MAX_PICKS = 10;

/** The hit counts that pay, best first, for pick 1…5. */
export const LF_TIERS: Readonly<Record<number, readonly number[]>> = {
  1: [1],
  2: [2],
  3: [3, 2],
  4: [4, 3, 2],
  5: [5, 4, 3],
};

/**
 * A unit bet is k of the n picks. With h of the picks drawn, C(h, m) × C(n − h, k − m) of
 * the units hit exactly m.
 */
function pick<const Id extends string>(id: Id, k: number): PlayType<Id> {
  const tiers = LF_TIERS[k] ?? [];
  return playType({
    id,
    family: 'LF',
    name: `Pick ${k}`,
    shape: setRow('numbers', BALLS, k, MAX_PICKS),
    levels: tiers.map((m) => `hit${m}`),
    betCount: (s) => choose(numbersOf(s, 0).length, k),
    winning: (draw, s) => {
      const picks = numbersOf(s, 0);
      const h = overlap(picks, draw.numbers);
      return tiers.map((m) => choose(h, m) * choose(picks.length - h, k - m));
    },
  });
}

export const LF_PLAY_TYPES = [
  pick('lf.pick1', 1),
  pick('lf.pick2', 2),
  pick('lf.pick3', 3),
  pick('lf.pick4', 4),
  pick('lf.pick5', 5),
] as const;
