import { choose, DIGIT_TRIPLES_BY_SUM } from './combinatorics.ts';
import { numbersOf, picksOf, playType } from './play-type.ts';
import {
  BIG_SMALL_ODD_EVEN,
  hasSide,
  positionRows,
  range,
  type Selection,
  setRow,
  straightRows,
} from './selection.ts';

/** SSC draws five digits 0–9 for positions 1–5; "last 3" are positions 3–5, "last 2" 4–5. */
const DIGITS = range(0, 9);
const POSITIONS = ['1st', '2nd', '3rd', '4th', '5th'];
const LAST3 = POSITIONS.slice(2);
const LAST2 = POSITIONS.slice(3);
const ONE = ['straight'];

const product = (selection: Selection) => selection.reduce((n, row) => n * row.length, 1);
/** 1 when the digits at `positions` are picked in rows 0, 1, … of the selection. */
const straightHit = (digits: readonly number[], positions: number[], selection: Selection) =>
  positions.every((p, row) => numbersOf(selection, row).includes(digits[p] as number)) ? 1 : 0;
const ticketHits = (digits: readonly number[], selection: Selection) =>
  selection.filter((t) => t.every((d, i) => d === digits[i])).length;
const lastThree = (digits: readonly number[]) => digits.slice(2) as [number, number, number];

export const SSC_PLAY_TYPES = [
  playType({
    id: 'ssc.5star.straight',
    family: 'SSC',
    name: 'Five star straight',
    shape: straightRows(POSITIONS, DIGITS),
    levels: ONE,
    betCount: product,
    winning: (draw, s) => [straightHit(draw.numbers, [0, 1, 2, 3, 4], s)],
  }),
  playType({
    id: 'ssc.5star.single',
    family: 'SSC',
    name: 'Five star straight, typed tickets',
    shape: { kind: 'tickets', length: 5, options: DIGITS, distinctPicks: false, maxTickets: 1000 },
    levels: ONE,
    betCount: (s) => s.length,
    winning: (draw, s) => [ticketHits(draw.numbers, s)],
  }),
  playType({
    id: 'ssc.last3.straight',
    family: 'SSC',
    name: 'Last three straight',
    shape: straightRows(LAST3, DIGITS),
    levels: ONE,
    betCount: product,
    winning: (draw, s) => [straightHit(draw.numbers, [2, 3, 4], s)],
  }),
  playType({
    id: 'ssc.last3.single',
    family: 'SSC',
    name: 'Last three straight, typed tickets',
    shape: { kind: 'tickets', length: 3, options: DIGITS, distinctPicks: false, maxTickets: 1000 },
    levels: ONE,
    betCount: (s) => s.length,
    winning: (draw, s) => [ticketHits(lastThree(draw.numbers), s)],
  }),
  playType({
    // Each sum picked buys every straight triple with that sum, so the bet count is theirs.
    id: 'ssc.last3.sum',
    family: 'SSC',
    name: 'Last three straight by sum',
    shape: setRow('sum', range(0, 27), 1),
    levels: ONE,
    betCount: (s) => numbersOf(s, 0).reduce((n, sum) => n + (DIGIT_TRIPLES_BY_SUM[sum] ?? 0), 0),
    winning: (draw, s) => {
      const [a, b, c] = lastThree(draw.numbers);
      return [numbersOf(s, 0).includes(a + b + c) ? 1 : 0];
    },
  }),
  playType({
    // A unit bet is a doubled digit and a single one: n picks make n × (n − 1) of them.
    id: 'ssc.last3.group3',
    family: 'SSC',
    name: 'Last three group 3 (one pair)',
    shape: setRow('digits', DIGITS, 2),
    levels: ['group3'],
    betCount: (s) => numbersOf(s, 0).length * (numbersOf(s, 0).length - 1),
    winning: (draw, s) => {
      const distinct = new Set(lastThree(draw.numbers));
      const picked = [...distinct].every((d) => numbersOf(s, 0).includes(d));
      return [distinct.size === 2 && picked ? 1 : 0];
    },
  }),
  playType({
    id: 'ssc.last3.group6',
    family: 'SSC',
    name: 'Last three group 6 (all different)',
    shape: setRow('digits', DIGITS, 3),
    levels: ['group6'],
    betCount: (s) => choose(numbersOf(s, 0).length, 3),
    winning: (draw, s) => {
      const distinct = new Set(lastThree(draw.numbers));
      const picked = [...distinct].every((d) => numbersOf(s, 0).includes(d));
      return [distinct.size === 3 && picked ? 1 : 0];
    },
  }),
  playType({
    id: 'ssc.last2.straight',
    family: 'SSC',
    name: 'Last two straight',
    shape: straightRows(LAST2, DIGITS),
    levels: ONE,
    betCount: product,
    winning: (draw, s) => [straightHit(draw.numbers, [3, 4], s)],
  }),
  playType({
    id: 'ssc.position',
    family: 'SSC',
    name: 'Position (one digit at a position)',
    shape: positionRows(POSITIONS, DIGITS),
    levels: ['position'],
    betCount: (s) => s.reduce((n, row) => n + row.length, 0),
    winning: (draw, s) => [draw.numbers.filter((d, p) => numbersOf(s, p).includes(d)).length],
  }),
  playType({
    // Big is 5–9, small 0–4: each side has exactly half the digits.
    id: 'ssc.position.bsoe',
    family: 'SSC',
    name: 'Big, small, odd, even at a position',
    shape: positionRows(POSITIONS, BIG_SMALL_ODD_EVEN),
    levels: ['side'],
    betCount: (s) => s.reduce((n, row) => n + row.length, 0),
    winning: (draw, s) => [
      draw.numbers.reduce((n, d, p) => n + picksOf(s, p).filter((x) => hasSide(x, d, 5)).length, 0),
    ],
  }),
  playType({
    // The five digits sum to 0–45; big is 23–45, so big and small are mirror images (s ↔ 45 − s).
    id: 'ssc.total.bsoe',
    family: 'SSC',
    name: 'Total sum big, small, odd, even',
    shape: setRow('total', BIG_SMALL_ODD_EVEN, 1),
    levels: ['side'],
    betCount: (s) => picksOf(s, 0).length,
    winning: (draw, s) => {
      const total = draw.numbers.reduce((a, b) => a + b, 0);
      return [picksOf(s, 0).filter((x) => hasSide(x, total, 23)).length];
    },
  }),
  playType({
    // Dragon when the 1st digit beats the 5th, tiger when it is below, tie when equal.
    id: 'ssc.dragonTiger',
    family: 'SSC',
    name: 'Dragon, tiger, tie (1st against 5th)',
    shape: setRow('1st vs 5th', ['dragon', 'tiger', 'tie'], 1),
    levels: ['dragonTiger', 'tie'],
    betCount: (s) => picksOf(s, 0).length,
    winning: (draw, s) => {
      const [first = 0, , , , fifth = 0] = draw.numbers;
      const side = first > fifth ? 'dragon' : first < fifth ? 'tiger' : 'tie';
      if (!picksOf(s, 0).includes(side)) return [0, 0];
      return side === 'tie' ? [0, 1] : [1, 0];
    },
  }),
] as const;
