import { describe, expect, it } from 'vitest';
import { evaluateHand } from '../../tables/niuniu/hand.ts';
import { cardsFromLabels } from '../../tables/poker-hands/codes.ts';
import type { PvpRake, PvpResult } from '../engine.ts';
import { niuniuGrabEngine as engine, handMultiplier } from './index.ts';
import { playHand, type TestTable, testStart } from './test-table.ts';

const noRake: PvpRake = { bps: 0, cap: 0n };
const bullOf = (labels: string) => evaluateHand(cardsFromLabels(labels)).bull;

/** [seat, committed, won] rows, seat ascending. */
const money = (result: PvpResult) =>
  [...result.seats].sort(([a], [b]) => a - b).map(([seat, m]) => [seat, m.committed, m.won]);
const pots = (result: PvpResult) =>
  result.pots.map((p) => [p.amount, p.rake, p.eligible, p.winners]);
const balanced = (result: PvpResult) => {
  const sum = (key: 'committed' | 'won') =>
    [...result.seats.values()].reduce((total, m) => total + m[key], 0n);
  expect(sum('committed')).toBe(sum('won') + result.rake);
};

/**
 * Four seats, button 3 (order 0, 1, 2, 3), B = 10. Seat 1 grabs 3 and banks with bull 7
 * (×2). Seat 0 bull bull (×4) and seat 3 bull 9 (×3) beat it; seat 2 (no bull) loses.
 */
const four: TestTable = {
  seats: { 0: 10_000n, 1: 10_000n, 2: 10_000n, 3: 10_000n },
  button: 3,
  stake: 10n,
  hands: {
    0: 'JH 9C AS 5C 5D', // J + 9 + A = 20, 5 + 5: bull bull
    1: 'KS QS 5H 2D TD', // K + Q + T, 5 + 2: bull 7
    2: 'AC AH 2C 2H 5S', // no three make ten: no bull
    3: 'TH 3H 7H 6S 3S', // T + 3 + 7 = 20, 6 + 3: bull 9
  },
};
const fourGrabs = { 0: 2, 1: 3, 2: 1, 3: 0 };
const fourBets = { 0: 2, 2: 5, 3: 3 };

function playFour(table: TestTable = four) {
  return playHand(engine, engine.start(testStart(table)), fourGrabs, fourBets);
}

describe('the hand multipliers', () => {
  it('pay 1 for no bull and bull 1–6, 2 for bull 7–8, 3 for bull 9, 4 for bull bull', () => {
    expect([-1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(handMultiplier)).toEqual([
      1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 4,
    ]);
  });
});

describe('settling against the banker', () => {
  it('plays a four-seat hand: the winner’s hand sets each multiplier', () => {
    expect(Object.values(four.hands ?? {}).map(bullOf)).toEqual([10, 7, -1, 9]);
    const state = playFour();
    expect([engine.isOver(state), state.banker, state.bankerMultiple]).toEqual([true, 1, 3]);
    const result = engine.result(state, noRake);
    // Seat 2 owes 10 × 3 × bet 5 × 2 (the banker's bull 7) = 300; the banker owes seat 0
    // 10 × 3 × 2 × 4 = 240 and seat 3 10 × 3 × 3 × 3 = 270. Banker's wins come first.
    expect(pots(result)).toEqual([
      [300n, 0n, [1, 2], [1]],
      [240n, 0n, [0, 1], [0]],
      [270n, 0n, [1, 3], [3]],
    ]);
    expect(money(result)).toEqual([
      [0, 0n, 240n],
      [1, 510n, 300n],
      [2, 300n, 0n],
      [3, 0n, 270n],
    ]);
    expect(result.rake).toBe(0n);
    balanced(result);
    expect(result.hands.get(0)).toMatchObject({
      cards: ['JH', '9C', 'AS', '5C', '5D'],
      bull: 10,
      multiplier: 4,
    });
    expect(result.hands.get(1)).toMatchObject({
      bull: 7,
      multiplier: 2,
      banker: true,
      grab: 3,
      bet: null,
    });
    expect(result.hands.get(2)).toMatchObject({ bull: -1, multiplier: 1, bet: 5 });
    expect(result.hands.get(3)).toMatchObject({ bull: 9, multiplier: 3 });
  });

  it('takes 5% of each pot, then stops at the hand’s cap in settlement order', () => {
    const raked = engine.result(playFour(), { bps: 500, cap: 1000n });
    // 300 → 15, 240 → 12, 270 → 13 (13.5 rounded down).
    expect(pots(raked).map(([, rake]) => rake)).toEqual([15n, 12n, 13n]);
    expect(money(raked)).toEqual([
      [0, 0n, 228n],
      [1, 510n, 285n],
      [2, 300n, 0n],
      [3, 0n, 257n],
    ]);
    expect(raked.rake).toBe(40n);
    balanced(raked);

    const capped = engine.result(playFour(), { bps: 500, cap: 20n });
    // 15 from the banker's win, then 5 of the next 12, then nothing.
    expect(pots(capped).map(([, rake]) => rake)).toEqual([15n, 5n, 0n]);
    expect(money(capped)).toEqual([
      [0, 0n, 235n],
      [1, 510n, 285n],
      [2, 300n, 0n],
      [3, 0n, 270n],
    ]);
    expect(capped.rake).toBe(20n);
    balanced(capped);
  });

  it('plays settle.ts’s example: banker +95 − 150, rake 12', () => {
    // B = 10, the banker (seat 1) grabs 1 alone, bull 8 (×2).
    const table: TestTable = {
      seats: { 0: 1000n, 1: 1000n, 2: 1000n, 3: 1000n, 4: 1000n },
      button: 4,
      stake: 10n,
      hands: {
        0: '9D AD 2S KD QD', // A: bull 2, loses: 10 × 1 × 2 × 2 = 40
        1: 'KC QC 8H TC JC', // the banker: bull 8
        2: 'AS AH 2C 2H 5S', // C: no bull, loses: 10 × 1 × 3 × 2 = 60
        3: 'JH 9C AC 5C 5D', // D: bull bull, wins 10 × 1 × 3 × 4 = 120
        4: 'TH 3H 7H 6S 3S', // E: bull 9, wins 10 × 1 × 1 × 3 = 30
      },
    };
    expect(Object.values(table.hands ?? {}).map(bullOf)).toEqual([2, 8, -1, 10, 9]);
    const state = playHand(
      engine,
      engine.start(testStart(table)),
      { 0: 0, 1: 1, 2: 0, 3: 0, 4: 0 },
      { 0: 2, 2: 3, 3: 3, 4: 1 },
    );
    const result = engine.result(state, { bps: 500, cap: 1000n });
    expect(pots(result)).toEqual([
      [40n, 2n, [0, 1], [1]],
      [60n, 3n, [1, 2], [1]],
      [120n, 6n, [1, 3], [3]],
      [30n, 1n, [1, 4], [4]],
    ]);
    expect(money(result)).toEqual([
      [0, 40n, 0n],
      [1, 150n, 95n],
      [2, 60n, 0n],
      [3, 0n, 114n],
      [4, 0n, 29n],
    ]);
    expect(result.rake).toBe(12n);
    balanced(result);
  });

  it('plays six seats: ×1 from a bull-4 banker, equal bulls by the high card', () => {
    // Button 2: order 3, 4, 5, 0, 1, 2. Seat 5 grabs 4 and banks with bull 4, K♥ high.
    const table: TestTable = {
      seats: { 0: 9000n, 1: 9000n, 2: 9000n, 3: 9000n, 4: 9000n, 5: 9000n },
      button: 2,
      stake: 5n,
      hands: {
        5: 'KH QH 3D TS AS', // bull 4, K♥ high
        3: '6C 7C 8C 9C TC', // no bull: loses 5 × 4 × 5 × 1 = 100
        4: '9D AD 2S KD QD', // bull 2: loses 5 × 4 × 3 × 1 = 60
        0: 'QS JS 2D 2H TH', // bull 4, Q♠ high: loses to K♥, 5 × 4 × 2 × 1 = 40
        1: 'JC 5C 5D 3H 5H', // bull 8: wins 5 × 4 × 1 × 2 = 40
        2: 'JH 9H AH 5S 4S', // bull 9: wins 5 × 4 × 5 × 3 = 300
      },
    };
    expect(Object.values(table.hands ?? {}).map(bullOf)).toEqual([4, 8, 9, -1, 2, 4]);
    const state = playHand(
      engine,
      engine.start(testStart(table)),
      { 0: 3, 1: 0, 2: 2, 3: 1, 4: 3, 5: 4 },
      { 3: 5, 4: 3, 0: 2, 1: 1, 2: 5 },
    );
    const result = engine.result(state, noRake);
    expect(pots(result)).toEqual([
      [100n, 0n, [3, 5], [5]],
      [60n, 0n, [4, 5], [5]],
      [40n, 0n, [0, 5], [5]],
      [40n, 0n, [1, 5], [1]],
      [300n, 0n, [2, 5], [2]],
    ]);
    expect(money(result)).toEqual([
      [0, 40n, 0n],
      [1, 0n, 40n],
      [2, 0n, 300n],
      [3, 100n, 0n],
      [4, 60n, 0n],
      [5, 340n, 200n],
    ]);
    balanced(result);
  });

  it('pays ×1 when no bull beats no bull on the high card (K♠ over K♥)', () => {
    const table: TestTable = {
      seats: { 0: 1000n, 1: 1000n },
      button: 1,
      stake: 10n,
      hands: { 0: '6C 7C 8C 9C KS', 1: '6D 7D 8D 9D KH' },
    };
    expect(Object.values(table.hands ?? {}).map(bullOf)).toEqual([-1, -1]);
    const state = playHand(engine, engine.start(testStart(table)), { 0: 0, 1: 2 }, { 0: 5 });
    const result = engine.result(state, noRake);
    expect(pots(result)).toEqual([[100n, 0n, [0, 1], [0]]]); // 10 × 2 × 5 × 1
    expect(money(result)).toEqual([
      [0, 0n, 100n],
      [1, 100n, 0n],
    ]);
  });
});

describe('short stacks', () => {
  it('caps a loser at its stack and scales the banker’s payouts to what it holds', () => {
    const short = { ...four, seats: { 0: 10_000n, 1: 200n, 2: 250n, 3: 10_000n } };
    const result = engine.result(playFour(short), noRake);
    // Seat 2 owes 300 but holds 250. The banker can pay 200 + 250 = 450 of the 510 owed:
    // seat 0 ⌊240 × 450 / 510⌋ = 211, seat 3 ⌊270 × 450 / 510⌋ = 238; 1 stays with it.
    expect(pots(result)).toEqual([
      [250n, 0n, [1, 2], [1]],
      [211n, 0n, [0, 1], [0]],
      [238n, 0n, [1, 3], [3]],
    ]);
    expect(money(result)).toEqual([
      [0, 0n, 211n],
      [1, 449n, 250n],
      [2, 250n, 0n],
      [3, 0n, 238n],
    ]);
    balanced(result); // the banker ends with 200 − 449 + 250 = 1
  });

  it('counts only the banker’s wins after rake toward what it can pay', () => {
    const short = { ...four, seats: { 0: 10_000n, 1: 200n, 2: 250n, 3: 10_000n } };
    const result = engine.result(playFour(short), { bps: 1000, cap: 1000n });
    // 250 raked 25: the banker holds 200 + 225 = 425 for 510 owed: ⌊240 × 425 / 510⌋ =
    // 200 (rake 20), ⌊270 × 425 / 510⌋ = 225 (rake 22, 22.5 down). It ends with 0.
    expect(pots(result)).toEqual([
      [250n, 25n, [1, 2], [1]],
      [200n, 20n, [0, 1], [0]],
      [225n, 22n, [1, 3], [3]],
    ]);
    expect(money(result)).toEqual([
      [0, 0n, 180n],
      [1, 425n, 225n],
      [2, 250n, 0n],
      [3, 0n, 203n],
    ]);
    expect(result.rake).toBe(67n);
    balanced(result);
  });

  it('throws before the reveal', () => {
    const state = playHand(engine, engine.start(testStart(four)), fourGrabs);
    expect(() => engine.result(state, noRake)).toThrow(/not over/);
  });
});
