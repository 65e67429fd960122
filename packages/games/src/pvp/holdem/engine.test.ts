import { describe, expect, it } from 'vitest';
import { decodePvpState, encodePvpState } from '../state-json.ts';
import { holdemEngine as engine, type HoldemState } from './index.ts';
import { play, startHand } from './test-hands.ts';

/** Seats 0, 1, 2 (button 0: small blind 1, big blind 2); seat 0 folds on the flop. */
const dealt = () =>
  startHand({
    stacks: { 0: 1000n, 1: 1000n, 2: 1000n },
    button: 0,
    holeCards: ['AS AD', 'KS KD', '7H 2C'], // seats 1, 2, 0
    board: 'QH 8D 3S 5C JC',
  });

const MOVES: readonly (readonly [number, string, bigint?])[] = [
  [0, 'raise', 30n],
  [1, 'call'],
  [2, 'call'],
  [1, 'check'],
  [2, 'bet', 50n],
  [0, 'fold'],
  [1, 'raise', 150n],
  [2, 'call'],
  [1, 'bet', 100n],
  [2, 'call'],
  [1, 'check'],
  [2, 'check'],
];

describe('the engine', () => {
  it('names itself and its seats', () => {
    expect([engine.id, engine.minSeats, engine.maxSeats]).toEqual(['holdem', 2, 9]);
  });

  it('round-trips through JSON mid-hand and plays on identically', () => {
    const straight = play(dealt(), ...MOVES);
    for (let cut = 0; cut <= MOVES.length; cut++) {
      const before = play(dealt(), ...MOVES.slice(0, cut));
      const text = encodePvpState(before);
      const back = decodePvpState<HoldemState>(text);
      expect(back).toEqual(before);
      expect(encodePvpState(back)).toBe(text);
      expect(engine.toAct(back)).toEqual(engine.toAct(before));
      const after = play(back, ...MOVES.slice(cut));
      expect(after).toEqual(straight);
    }
    const rake = { bps: 500, cap: 1000n };
    expect(engine.result(decodePvpState(encodePvpState(straight)), rake)).toEqual(
      engine.result(straight, rake),
    );
  });
});

describe('the view', () => {
  it('shows the viewer its own cards only, the board dealt so far, amounts as strings', () => {
    const state = play(dealt(), ...MOVES.slice(0, 5)); // on the flop, seat 2 has bet 50
    const view = engine.view(state, 1);
    expect(view).toMatchObject({
      game: 'holdem',
      street: 'flop',
      button: 0,
      bigBlind: '10',
      smallBlind: '5',
      board: ['QH', '8D', '3S'],
      pot: '140',
      currentBet: '50',
      toAct: 0,
      you: 1,
      legal: [],
    });
    const seats = view.seats as Record<string, unknown>[];
    expect(seats.map((s) => s.seat)).toEqual([0, 1, 2]);
    expect(seats[1]).toEqual({
      seat: 1,
      stack: '970',
      bet: '0',
      committed: '30',
      folded: false,
      allIn: false,
      lastAction: { type: 'check', amount: '0' },
      cards: ['AS', 'AD'],
      hand: null,
    });
    expect(seats[2]).toMatchObject({ bet: '50', lastAction: { type: 'bet', amount: '50' } });
    expect(seats[0]).toMatchObject({ cards: null, lastAction: null });
    const text = JSON.stringify(view);
    for (const hidden of ['KS', 'KD', '7H', '2C', '5C', 'JC']) expect(text).not.toContain(hidden);
  });

  it('lists the open actions to the seat whose turn it is', () => {
    const state = play(dealt(), ...MOVES.slice(0, 5));
    expect(engine.view(state, 0).legal).toEqual([
      { type: 'fold' },
      { type: 'call', min: '50', max: '50' },
      { type: 'raise', min: '100', max: '970' },
      { type: 'allin', min: '970', max: '970' },
    ]);
  });

  it('a spectator sees no hole cards before the showdown', () => {
    const view = engine.view(dealt(), null);
    expect(view.you).toBeNull();
    expect((view.seats as { cards: unknown }[]).every((s) => s.cards === null)).toBe(true);
    expect(engine.view(dealt(), 7).you).toBeNull();
  });

  it('at showdown shows the hands still in, never the folded one', () => {
    const state = play(dealt(), ...MOVES);
    const view = engine.view(state, null);
    expect(view.street).toBe('showdown');
    expect(view.board).toEqual(['QH', '8D', '3S', '5C', 'JC']);
    const seats = view.seats as { cards: unknown; hand: unknown }[];
    expect(seats.map((s) => s.cards)).toEqual([null, ['AS', 'AD'], ['KS', 'KD']]);
    expect(seats[2]?.hand).toEqual({
      cards: ['KS', 'KD'],
      category: 'pair',
      best: ['KS', 'KD', 'QH', 'JC', '8D'],
    });
    expect(JSON.stringify(view)).not.toContain('7H');
  });

  it('a hand won by folds shows nobody’s cards', () => {
    const state = play(dealt(), [0, 'fold'], [1, 'fold']);
    expect(state.street).toBe('over');
    const view = engine.view(state, null);
    expect(view.street).toBe('over');
    expect((view.seats as { cards: unknown }[]).every((s) => s.cards === null)).toBe(true);
    expect(view.board).toEqual([]);
    expect(view.log).toEqual([
      { street: 'preflop', seat: 1, type: 'smallBlind', amount: '5' },
      { street: 'preflop', seat: 2, type: 'bigBlind', amount: '10' },
      { street: 'preflop', seat: 0, type: 'fold', amount: '0' },
      { street: 'preflop', seat: 1, type: 'fold', amount: '0' },
    ]);
  });
});
