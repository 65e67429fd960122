import { describe, expect, it } from 'vitest';
import type { LotteryDraw } from './draws.ts';
import { PAYOUT_TABLES, PRIZE_MODES } from './payout-tables.ts';
import { E_LOTTERY_PLAY_TYPES, LOTTERY_PLAY_TYPES } from './play-types.ts';
import { lotteryWin, settleLotteryBet } from './settle.ts';

const lott = PAYOUT_TABLES.Lott;
const ssc = (...numbers: number[]): LotteryDraw => ({ family: 'SSC', numbers });
/** Sum of the five 24 (big, even); last three 5 5 2 (group 3, sum 12); 3 > 2: dragon. */
const X = ssc(3, 9, 5, 5, 2);
const E: LotteryDraw = { family: '11X5', numbers: [2, 10, 5, 8, 4] };
/** Dragon/tiger pairs: 5>4 dragon, 10>3 dragon, 6<7 tiger, 2>1 dragon, 8<9 tiger. */
const P: LotteryDraw = { family: 'PK10', numbers: [5, 10, 6, 2, 8, 9, 1, 7, 3, 4] };
const L: LotteryDraw = { family: 'LHC', numbers: [4, 48, 38, 31, 10, 39], special: 15 };
const F: LotteryDraw = {
  family: 'LF',
  numbers: [39, 60, 43, 72, 50, 14, 10, 80, 77, 25, 66, 31, 37, 63, 48, 45, 53, 8, 1, 23],
};

type Case = [string, unknown[][], LotteryDraw, bigint, number, bigint, bigint];

/**
 * [play type, selection, draw, unit, multiplier, stake, win], Lott prizes (per 2.00 unit):
 * win = Σ winning units × prize × unit × multiplier / 200, rounded down.
 */
const CASES: Case[] = [
  // 2 tuples, 1 wins: 19,500,000 × 200 / 200.
  ['ssc.5star.straight', [[3], [9], [5], [5], [2, 7]], X, 200n, 1, 400n, 19_500_000n],
  // 2 tickets, 1 wins: 19,500,000 × 2 × 3 / 200 = 585,000; stake 2 × 2 × 3.
  [
    'ssc.5star.single',
    [
      [3, 9, 5, 5, 2],
      [3, 9, 5, 5, 1],
    ],
    X,
    2n,
    3,
    12n,
    585_000n,
  ],
  // 2 × 1 × 2 = 4 tuples, 5 5 2 wins: 195,000 × 20 / 200 = 19,500.
  ['ssc.last3.straight', [[5, 6], [5], [2, 3]], X, 20n, 1, 80n, 19_500n],
  ['ssc.last3.single', [[5, 5, 2]], X, 200n, 2, 400n, 390_000n],
  // Sums 12 and 13 buy 73 + 75 = 148 triples; 5 + 5 + 2 = 12 wins one straight prize.
  ['ssc.last3.sum', [[12, 13]], X, 200n, 1, 29_600n, 195_000n],
  // 3 × 2 = 6 pair/single units; {5, 5, 2} is pair 5 single 2: 65,000.
  ['ssc.last3.group3', [[2, 5, 8]], X, 200n, 1, 1200n, 65_000n],
  // 5 5 2 is not three different digits: C(3, 3) = 1 unit, lost.
  ['ssc.last3.group6', [[2, 5, 8]], X, 200n, 1, 200n, 0n],
  // C(4, 3) = 4 units; {1, 7, 3} all picked: 32,500 × 20 / 200 = 3,250.
  ['ssc.last3.group6', [[1, 3, 7, 9]], ssc(0, 4, 1, 7, 3), 20n, 1, 80n, 3250n],
  ['ssc.last2.straight', [[5], [2]], X, 200n, 1, 200n, 19_500n],
  // 5 units: 1st 3 ✓, 3rd 5 ✓, 4th 5 ✓, 5th 0 ✗ → 3 × 1,950.
  ['ssc.position', [[3, 4], [], [5], [5], [0]], X, 200n, 1, 1000n, 5850n],
  // 3 odd ✓ (not big), 9 big ✓, 2 small ✓ even ✓: 4 × 390 × 2 × 10 / 200 = 156.
  [
    'ssc.position.bsoe',
    [['big', 'odd'], ['big'], [], [], ['small', 'even']],
    X,
    2n,
    10,
    100n,
    156n,
  ],
  // Total 24: big and even win, 2 × 390 = 780 for a stake of 800.
  ['ssc.total.bsoe', [['big', 'small', 'odd', 'even']], X, 200n, 1, 800n, 780n],
  // Dragon 433 × 2 / 200 = 4.33 → 4 (down to the minor unit); tie lost.
  ['ssc.dragonTiger', [['dragon', 'tie']], X, 2n, 1, 4n, 4n],
  // 4 = 4: tie, 1,950 × 20 / 200 = 195.
  ['ssc.dragonTiger', [['tie']], ssc(4, 0, 0, 0, 4), 20n, 1, 20n, 195n],
  ['11x5.any1', [[2, 3]], E, 200n, 1, 400n, 429n],
  // C(3, 2) = 3 units; {2, 5} drawn: 1 × 1,072.
  ['11x5.any2', [[2, 5, 7]], E, 200n, 1, 600n, 1072n],
  // C(5, 3) = 10 units; 4 picks drawn: C(4, 3) = 4 × 3,217 = 12,868.
  ['11x5.any3', [[2, 4, 5, 10, 11]], E, 200n, 1, 2000n, 12_868n],
  ['11x5.any4', [[2, 4, 5, 8]], E, 200n, 1, 200n, 12_870n],
  ['11x5.any5', [[2, 4, 5, 8, 10]], E, 200n, 1, 200n, 90_090n],
  // C(7, 6) = 7 units; all five drawn among the seven: C(2, 1) = 2 × 15,015 = 30,030.
  ['11x5.any6', [[1, 2, 4, 5, 8, 10, 11]], E, 200n, 1, 1400n, 30_030n],
  ['11x5.any7', [[1, 2, 3, 4, 5, 8, 10]], E, 200n, 1, 200n, 4290n],
  // C(9, 8) = 9 units; C(4, 3) = 4 contain the five drawn: 4 × 1,608 = 6,432.
  ['11x5.any8', [[1, 2, 3, 4, 5, 6, 8, 10, 11]], E, 200n, 1, 1800n, 6432n],
  // 2 × 1 × 2 = 4 tuples, all distinct; 2 10 5 wins.
  ['11x5.first3.straight', [[2, 3], [10], [5, 6]], E, 200n, 1, 800n, 193_050n],
  [
    '11x5.first3.single',
    [
      [2, 10, 5],
      [10, 2, 5],
    ],
    E,
    200n,
    1,
    400n,
    193_050n,
  ],
  // C(4, 3) = 4 units; {2, 10, 5} among them.
  ['11x5.first3.group', [[2, 5, 10, 11]], E, 200n, 1, 800n, 32_175n],
  // (2, 10) and (10, 2): 2 × 2 − 2 repeats = 2 units; (2, 10) wins.
  [
    '11x5.first2.straight',
    [
      [2, 10],
      [2, 10],
    ],
    E,
    200n,
    1,
    400n,
    21_450n,
  ],
  // 5 units: 2 ✓, 1 ✗, 5 ✓, 8 ✓ → 3 × 2,145 = 6,435.
  ['11x5.position', [[2], [1], [5], [8, 9], []], E, 200n, 1, 1000n, 6435n],
  ['pk10.first', [[5, 6]], P, 200n, 1, 400n, 1950n],
  ['pk10.top2.straight', [[5], [10, 6]], P, 200n, 1, 400n, 17_550n],
  // Place 1 car 5: odd ✓ big ✗; place 10 car 4: small ✓ → 2 × 390.
  [
    'pk10.place.bsoe',
    [['big', 'odd'], [], [], [], [], [], [], [], [], ['small']],
    P,
    200n,
    1,
    600n,
    780n,
  ],
  // Pair 1 dragon ✓, pair 2 tiger ✗, pair 3 tiger ✓, pair 5 tiger ✓ → 3 × 390.
  [
    'pk10.dragonTiger',
    [['dragon'], ['tiger'], ['tiger'], [], ['dragon', 'tiger']],
    P,
    200n,
    1,
    1000n,
    1170n,
  ],
  ['lhc.special.straight', [[15, 16, 49]], L, 200n, 1, 600n, 9555n],
  // Special 15: small ✓ odd ✓ big ✗ → 2 × 389.
  ['lhc.special.bsoe', [['big', 'small', 'odd']], L, 200n, 1, 600n, 778n],
  // Special 49: every two-sided bet is a push, the stake back (2 × 200).
  [
    'lhc.special.bsoe',
    [['big', 'even']],
    { ...L, special: 49 } as LotteryDraw,
    200n,
    1,
    400n,
    400n,
  ],
  ['lf.pick1', [[39, 2]], F, 200n, 1, 400n, 780n],
  // C(3, 2) = 3 units, 2 of the picks drawn: the one unit {39, 60} hits 2.
  ['lf.pick2', [[39, 60, 2]], F, 200n, 1, 600n, 3243n],
  // 4 picks, 3 drawn: hit3 C(3,3) = 1, hit2 C(3,2)·C(1,1) = 3 → 8,432 + 3 × 562 = 10,118.
  ['lf.pick3', [[39, 60, 43, 2]], F, 200n, 1, 800n, 10_118n],
  // 6 picks, 4 drawn (1 8 10 14): hit4 1, hit3 C(4,3)·2 = 8, hit2 C(4,2)·1 = 6
  // → 31,827 + 8 × 1,352 + 6 × 183 = 43,741; C(6, 4) = 15 units.
  ['lf.pick4', [[1, 8, 10, 14, 2, 3]], F, 200n, 1, 3000n, 43_741n],
  // 7 picks, 3 drawn (1 8 10): hit3 C(3,3)·C(4,2) = 6 → 6 × 464 × 20 × 3 / 200 = 835.2 → 835.
  ['lf.pick5', [[1, 8, 10, 2, 3, 4, 5]], F, 20n, 3, 1260n, 835n],
];

describe('settling lottery bets', () => {
  it.each(CASES)(
    '%s %j pays as worked out by hand',
    (playType, selection, draw, unit, multiplier, stake, win) => {
      const settled = settleLotteryBet(
        { playType, selection: selection as never, unit, multiplier },
        draw,
        lott,
      );
      expect(settled.stake).toBe(stake);
      expect(settled.win).toBe(win);
    },
  );

  it('has a hand-worked case for every e-lottery play type (regional: settle-regional.test.ts)', () => {
    expect(new Set(CASES.map(([id]) => id))).toEqual(
      new Set(E_LOTTERY_PLAY_TYPES.map((t) => t.id)),
    );
  });

  it('pays by the brand’s table: the same bet wins less under a leaner prize mode', () => {
    const bet = {
      playType: 'ssc.last3.straight',
      selection: [[5], [5], [2]],
      unit: 200n,
      multiplier: 1,
    };
    const wins = PRIZE_MODES.map((mode) => settleLotteryBet(bet, X, PAYOUT_TABLES[mode]).win);
    // 2,000.00 × 97.5%, 96%, 98%, 95%.
    expect(wins).toEqual([195_000n, 192_000n, 196_000n, 190_000n]);
  });

  it('gives every play type a prize per level in every table, none negative', () => {
    for (const mode of PRIZE_MODES) {
      for (const type of LOTTERY_PLAY_TYPES) {
        const prizes = PAYOUT_TABLES[mode][type.id];
        expect(prizes, `${mode} ${type.id}`).toHaveLength(type.levels.length);
        for (const prize of prizes) expect(prize).toBeGreaterThan(0n);
      }
    }
  });

  it('rounds once, down, after adding the levels up', () => {
    // 1 × 8,432 + 3 × 562 = 10,118 per 2.00; at 0.01: 50.59 → 50 (not 42 + 3 × 2 = 48).
    expect(lotteryWin([1, 3], [8432n, 562n], 1n, 1)).toBe(50n);
    expect(lotteryWin([0, 0], [8432n, 562n], 200n, 7)).toBe(0n);
  });

  it('refuses a draw of another family, a broken draw and a corrupt stored bet', () => {
    const bet = {
      playType: 'ssc.position',
      selection: [[1], [], [], [], []],
      unit: 200n,
      multiplier: 1,
    };
    expect(() => settleLotteryBet(bet, E, lott)).toThrow(/SSC bet cannot settle against a 11X5/);
    expect(() => settleLotteryBet(bet, ssc(1, 2, 3), lott)).toThrow(RangeError);
    expect(() => settleLotteryBet({ ...bet, selection: [[11], [], [], [], []] }, X, lott)).toThrow(
      /not on the board/,
    );
    expect(() => settleLotteryBet({ ...bet, multiplier: 0 }, X, lott)).toThrow(/multiplier/);
  });
});
