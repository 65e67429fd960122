import { choose, distinctTuples, overlap } from './combinatorics.ts';
import { numbersOf, type PlayType, playType } from './play-type.ts';
import { positionRows, range, type Selection, setRow, straightRows } from './selection.ts';

/** 11X5 draws five distinct numbers of 1–11 in order; "first 3" are the first three drawn. */
const BALLS = range(1, 11);
const POSITIONS = ['1st', '2nd', '3rd', '4th', '5th'];

/**
 * "Any k of 5": a unit bet is k of the picked numbers. For k ≤ 5 it wins when all k were
 * drawn; for k > 5 when all five drawn are among its k. So with h of the n picks drawn,
 * C(h, k) units win for k ≤ 5, and C(n − 5, k − 5) when h = 5 for k > 5.
 */
function anyOfFive<const Id extends string>(id: Id, k: number): PlayType<Id> {
  return playType({
    id,
    family: '11X5',
    name: `Any ${k} of 5`,
    shape: setRow('numbers', BALLS, k),
    levels: [`any${k}`],
    betCount: (s) => choose(numbersOf(s, 0).length, k),
    winning: (draw, s) => {
      const picks = numbersOf(s, 0);
      const hits = overlap(picks, draw.numbers);
      if (k <= 5) return [choose(hits, k)];
      return [hits === 5 ? choose(picks.length - 5, k - 5) : 0];
    },
  });
}

const inOrder = (drawn: readonly number[], s: Selection) =>
  s.every((row, i) => row.includes(drawn[i] as number)) ? 1 : 0;

export const ELEVEN_X5_PLAY_TYPES = [
  anyOfFive('11x5.any1', 1),
  anyOfFive('11x5.any2', 2),
  anyOfFive('11x5.any3', 3),
  anyOfFive('11x5.any4', 4),
  anyOfFive('11x5.any5', 5),
  anyOfFive('11x5.any6', 6),
  anyOfFive('11x5.any7', 7),
  anyOfFive('11x5.any8', 8),
  playType({
    id: '11x5.first3.straight',
    family: '11X5',
    name: 'First three straight',
    shape: straightRows(POSITIONS.slice(0, 3), BALLS),
    levels: ['straight'],
    betCount: distinctTuples,
    winning: (draw, s) => [inOrder(draw.numbers, s)],
  }),
  playType({
    id: '11x5.first3.single',
    family: '11X5',
    name: 'First three straight, typed tickets',
    shape: { kind: 'tickets', length: 3, options: BALLS, distinctPicks: true, maxTickets: 990 },
    levels: ['straight'],
    betCount: (s) => s.length,
    winning: (draw, s) => [s.filter((t) => t.every((x, i) => x === draw.numbers[i])).length],
  }),
  playType({
    id: '11x5.first3.group',
    family: '11X5',
    name: 'First three group (any order)',
    shape: setRow('numbers', BALLS, 3),
    levels: ['group'],
    betCount: (s) => choose(numbersOf(s, 0).length, 3),
    winning: (draw, s) => [overlap(numbersOf(s, 0), draw.numbers.slice(0, 3)) === 3 ? 1 : 0],
  }),
  playType({
    id: '11x5.first2.straight',
    family: '11X5',
    name: 'First two straight',
    shape: straightRows(POSITIONS.slice(0, 2), BALLS),
    levels: ['straight'],
    betCount: distinctTuples,
    winning: (draw, s) => [inOrder(draw.numbers, s)],
  }),
  playType({
    id: '11x5.position',
    family: '11X5',
    name: 'Position (one number at a position)',
    shape: positionRows(POSITIONS, BALLS),
    levels: ['position'],
    betCount: (s) => s.reduce((n, row) => n + row.length, 0),
    winning: (draw, s) => [draw.numbers.filter((x, p) => numbersOf(s, p).includes(x)).length],
  }),
] as const;
