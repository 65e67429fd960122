import { describe, expect, it } from 'vitest';
import type { PvpRake, PvpResult } from '../engine.ts';
import { holdemEngine as engine } from './engine.ts';
import { buildPots } from './pots.ts';
import type { HoldemState } from './state.ts';
import { anyHoles, play, startHand } from './test-hands.ts';

const NO_RAKE: PvpRake = { bps: 0, cap: 0n };

/** committed / won per seat, by seat number. */
const money = (result: PvpResult) =>
  Object.fromEntries(
    [...result.seats].map(([seat, { committed, won }]) => [seat, [committed, won]]),
  );

function balanced(result: PvpResult) {
  const seats = [...result.seats.values()];
  const committed = seats.reduce((sum, s) => sum + s.committed, 0n);
  const won = seats.reduce((sum, s) => sum + s.won, 0n);
  expect(committed).toBe(won + result.rake);
}

describe('building pots', () => {
  it('cuts side pots at each all-in; a folded seat’s chips count but it cannot win', () => {
    const { pots, uncalled } = buildPots([
      { seat: 0, committed: 50n, folded: false }, // all-in
      { seat: 1, committed: 120n, folded: true }, // folded after putting in 120
      { seat: 2, committed: 200n, folded: false }, // all-in
      { seat: 3, committed: 300n, folded: false },
    ]);
    expect(pots).toEqual([
      { amount: 200n, contributors: [0, 1, 2, 3], eligible: [0, 2, 3] },
      { amount: 70n * 3n + 80n * 2n, contributors: [1, 2, 3], eligible: [2, 3] },
    ]);
    expect(uncalled).toEqual({ seat: 3, amount: 100n });
  });

  it('equal stacks make one pot and nothing uncalled', () => {
    expect(
      buildPots([
        { seat: 4, committed: 80n, folded: false },
        { seat: 1, committed: 80n, folded: false },
      ]),
    ).toEqual({ pots: [{ amount: 160n, contributors: [4, 1], eligible: [4, 1] }], uncalled: null });
  });
});

describe('everyone folds', () => {
  const four = () =>
    startHand({
      stacks: { 0: 1000n, 1: 1000n, 2: 1000n, 3: 1000n },
      button: 3,
      holeCards: anyHoles(4),
    });
  const rake: PvpRake = { bps: 1000, cap: 100n };

  it('to the big blind: it takes the small blind back its own, no cards, no rake', () => {
    const state = play(four(), [2, 'fold'], [3, 'fold'], [0, 'fold']);
    expect(engine.isOver(state)).toBe(true);
    expect(state.street).toBe('over');
    const result = engine.result(state, rake);
    expect(money(result)).toEqual({ 0: [5n, 0n], 1: [10n, 15n], 2: [0n, 0n], 3: [0n, 0n] });
    expect(result.pots).toEqual([{ amount: 10n, rake: 0n, eligible: [1], winners: [1] }]);
    expect(result.rake).toBe(0n);
    expect(result.hands.size).toBe(0);
    balanced(result);
  });

  it('to a raise before the flop: the uncalled part comes back, no flop no drop', () => {
    const state = play(four(), [2, 'raise', 30n], [3, 'fold'], [0, 'fold'], [1, 'fold']);
    const result = engine.result(state, rake);
    expect(money(result)).toEqual({ 0: [5n, 0n], 1: [10n, 0n], 2: [30n, 45n], 3: [0n, 0n] });
    expect(result.pots).toEqual([{ amount: 25n, rake: 0n, eligible: [2], winners: [2] }]);
    balanced(result);
  });

  it('to a bet after the flop: the pot is raked, the bet comes back whole', () => {
    let state = play(four(), [2, 'call'], [3, 'call'], [0, 'call'], [1, 'check']);
    state = play(state, [0, 'bet', 20n], [1, 'fold'], [2, 'fold'], [3, 'fold']);
    expect(state.boardShown).toBe(3);
    const result = engine.result(state, rake);
    expect(result.pots).toEqual([{ amount: 40n, rake: 4n, eligible: [0], winners: [0] }]);
    expect(money(result)[0]).toEqual([30n, 56n]);
    balanced(result);
  });
});

describe('showdown', () => {
  /** Three all-ins of 100, 200 and 300 and a call of 300 behind them. */
  const allIns = () => {
    const state = startHand({
      stacks: { 0: 100n, 1: 200n, 2: 300n, 3: 500n },
      button: 3,
      holeCards: ['JH JD', '9S 9C', 'AC KD', '7H 7S'], // trips J, trips 9, ace high, trips 7
      board: '2C 7D 9H JS 4C',
    });
    return play(state, [2, 'allin'], [3, 'call'], [0, 'call'], [1, 'call']);
  };

  it('three all-ins of different sizes: a main pot and two side pots', () => {
    const state = allIns();
    expect(state.street).toBe('showdown');
    expect(state.boardShown).toBe(5);
    const result = engine.result(state, NO_RAKE);
    expect(result.pots).toEqual([
      { amount: 400n, rake: 0n, eligible: [0, 1, 2, 3], winners: [0] },
      { amount: 300n, rake: 0n, eligible: [1, 2, 3], winners: [1] },
      { amount: 200n, rake: 0n, eligible: [2, 3], winners: [3] },
    ]);
    expect(money(result)).toEqual({
      0: [100n, 400n],
      1: [200n, 300n],
      2: [300n, 0n],
      3: [300n, 200n],
    });
    expect(result.hands.get(0)).toEqual({
      cards: ['JH', 'JD'],
      category: 'threeOfAKind',
      best: ['JH', 'JD', 'JS', '9H', '7D'],
    });
    expect(result.hands.get(2)?.category).toBe('highCard');
    balanced(result);
  });

  it('rakes each pot, the cap shared across them: main 20, first side 10 (capped), second 0', () => {
    const result = engine.result(allIns(), { bps: 500, cap: 30n });
    expect(result.pots.map((p) => p.rake)).toEqual([20n, 10n, 0n]);
    expect(result.rake).toBe(30n);
    expect(money(result)).toEqual({
      0: [100n, 380n],
      1: [200n, 290n],
      2: [300n, 0n],
      3: [300n, 200n],
    });
    balanced(result);
  });

  it('a full hand: the best hand takes the pot, the folded seat shows nothing', () => {
    let state = startHand({
      stacks: { 0: 1000n, 1: 1000n, 2: 1000n },
      button: 0,
      holeCards: ['AS AD', 'KS KD', '7H 2C'], // seats 1 (small blind), 2 (big blind), 0
      board: 'QH 8D 3S 5C JC',
    });
    state = play(state, [0, 'raise', 30n], [1, 'call'], [2, 'call']);
    expect(state.street).toBe('flop');
    state = play(
      state,
      [1, 'check'],
      [2, 'bet', 50n],
      [0, 'fold'],
      [1, 'raise', 150n],
      [2, 'call'],
    );
    expect(state.street).toBe('turn');
    state = play(state, [1, 'bet', 100n], [2, 'call']);
    state = play(state, [1, 'check'], [2, 'check']);
    expect(state.street).toBe('showdown');
    const result = engine.result(state, { bps: 500, cap: 1000n });
    expect(result.pots).toEqual([{ amount: 590n, rake: 29n, eligible: [1, 2], winners: [1] }]);
    expect(money(result)).toEqual({ 0: [30n, 0n], 1: [280n, 561n], 2: [280n, 0n] });
    expect([...result.hands.keys()].sort()).toEqual([1, 2]);
    expect(result.hands.get(1)).toEqual({
      cards: ['AS', 'AD'],
      category: 'pair',
      best: ['AS', 'AD', 'QH', 'JC', '8D'],
    });
    balanced(result);
  });

  it('a tie splits the pot, the odd chip to the first winner left of the button', () => {
    const tie = (): HoldemState => {
      const state = startHand({
        stacks: { 0: 500n, 1: 500n, 2: 500n },
        button: 0,
        holeCards: ['2C 3D', '4H 5D', '6C 7D'],
        board: 'AS KS QS JS TS', // both play the royal flush on the board
      });
      return play(
        state,
        [0, 'call'],
        [1, 'fold'],
        [2, 'check'],
        ...[1, 2, 3].flatMap(() => [[2, 'check'] as const, [0, 'check'] as const]),
      );
    };
    const result = engine.result(tie(), NO_RAKE);
    expect(result.pots).toEqual([{ amount: 25n, rake: 0n, eligible: [2, 0], winners: [2, 0] }]);
    expect(money(result)).toEqual({ 0: [10n, 12n], 1: [5n, 0n], 2: [10n, 13n] });
    const raked = engine.result(tie(), { bps: 1000, cap: 100n });
    expect(raked.rake).toBe(2n);
    expect(money(raked)).toEqual({ 0: [10n, 11n], 1: [5n, 0n], 2: [10n, 12n] });
    balanced(raked);
  });

  it('an all-in before the flop deals the board and is raked; the uncalled rest comes back', () => {
    let state = startHand({
      stacks: { 0: 1000n, 1: 300n },
      button: 0,
      holeCards: ['KS KD', 'AS AD'], // the big blind (1), then the button (0)
      board: 'QH 8D 3S 5C JC',
    });
    state = play(state, [0, 'allin'], [1, 'call']);
    expect(state.street).toBe('showdown');
    const result = engine.result(state, { bps: 500, cap: 1000n });
    expect(result.pots).toEqual([{ amount: 600n, rake: 30n, eligible: [1, 0], winners: [0] }]);
    expect(money(result)).toEqual({ 0: [1000n, 700n + 570n], 1: [300n, 0n] });
    balanced(result);
  });

  it('throws before the hand is over', () => {
    const state = startHand({ stacks: { 0: 100n, 1: 100n }, button: 0, holeCards: anyHoles(2) });
    expect(() => engine.result(state, NO_RAKE)).toThrow();
  });
});
