import { describe, expect, it } from 'vitest';
import type { Card } from '../../tables/baccarat/cards.ts';
import { cardLabel } from '../../tables/cards/deck.ts';
import { PvpRuleError, type PvpStart } from '../engine.ts';
import { dealOrder, smallBlindOf } from './deal.ts';
import { holdemEngine as engine } from './engine.ts';
import { seatOf } from './state.ts';
import { anyHoles, deckWith, startHand, turn } from './test-hands.ts';

const labels = (cards: readonly Card[]) => cards.map(cardLabel).join(' ');

describe('the deck helper', () => {
  it('puts hole cards one at a time round the table, then burn-flop, burn-turn, burn-river', () => {
    const deck = deckWith(['AS KS', '2H 3H', '7C 8C'], 'QD JD TD 9D 8D').map(cardLabel);
    expect(deck.slice(0, 6)).toEqual(['AS', '2H', '7C', 'KS', '3H', '8C']);
    expect([deck[7], deck[8], deck[9], deck[11], deck[13]]).toEqual(['QD', 'JD', 'TD', '9D', '8D']);
    expect(new Set(deck).size).toBe(52);
  });
});

describe('the deal', () => {
  it('deals from the button’s left, the button last, and keeps the board secret', () => {
    expect(dealOrder([1, 4, 7], 4)).toEqual([7, 1, 4]);
    expect(dealOrder([1, 4, 7], 7)).toEqual([1, 4, 7]);
    expect(dealOrder([0, 3], 0)).toEqual([3, 0]);
    const state = startHand({
      stacks: { 1: 500n, 4: 500n, 7: 500n },
      button: 4,
      holeCards: ['AS KS', '2H 3H', '7C 8C'],
      board: 'QD JD TD 9D 8D',
    });
    expect(state.seats.map((s) => [s.seat, labels(s.hole)])).toEqual([
      [7, 'AS KS'],
      [1, '2H 3H'],
      [4, '7C 8C'],
    ]);
    expect(labels(state.runout)).toBe('QD JD TD 9D 8D');
    expect(state.boardShown).toBe(0);
    expect(engine.view(state, null).board).toEqual([]);
  });

  it('deals nine seats, the board after their eighteen cards', () => {
    const holes = ['AS KS', 'AH KH', 'AD KD', 'AC KC', 'QS JS', 'QH JH', 'QD JD', 'QC JC', 'TS 9S'];
    const stacks = Object.fromEntries(holes.map((_, seat) => [seat, 100n]));
    const state = startHand({ stacks, button: 8, holeCards: holes, board: '2C 3C 4C 5C 6C' });
    expect(state.seats.map((s) => labels(s.hole))).toEqual(holes);
    expect(labels(state.runout)).toBe('2C 3C 4C 5C 6C');
    expect(turn(state).seat).toBe(2);
  });

  it('posts the small blind left of the button, the big blind next; the next seat acts', () => {
    const state = startHand({
      stacks: { 0: 1000n, 2: 1000n, 5: 1000n, 8: 1000n },
      button: 2,
      holeCards: anyHoles(4),
    });
    expect(state.seats.map((s) => [s.seat, s.committed, s.lastAction?.type])).toEqual([
      [5, 5n, 'smallBlind'],
      [8, 10n, 'bigBlind'],
      [0, 0n, undefined],
      [2, 0n, undefined],
    ]);
    expect(turn(state)).toEqual({
      seat: 0,
      specs: [
        { type: 'fold' },
        { type: 'call', min: 10n, max: 10n },
        { type: 'raise', min: 20n, max: 1000n },
        { type: 'allin', min: 1000n, max: 1000n },
      ],
    });
  });

  it('heads-up: the button posts the small blind and acts first before the flop, last after', () => {
    let state = startHand({ stacks: { 3: 400n, 6: 400n }, button: 6, holeCards: anyHoles(2) });
    expect(seatOf(state, 6)?.committed).toBe(5n);
    expect(seatOf(state, 3)?.committed).toBe(10n);
    expect(turn(state).seat).toBe(6);
    state = engine.act(state, 6, { type: 'call' });
    expect(turn(state).seat).toBe(3); // the big blind's option
    expect(turn(state).specs.map((s) => s.type)).toEqual(['fold', 'check', 'raise', 'allin']);
    state = engine.act(state, 3, { type: 'check' });
    expect(state.street).toBe('flop');
    expect(turn(state).seat).toBe(3);
    state = engine.act(state, 3, { type: 'check' });
    expect(turn(state).seat).toBe(6);
  });

  it('the small blind is half the big blind, rounded down, at least one chip', () => {
    expect([smallBlindOf(10n), smallBlindOf(25n), smallBlindOf(2n), smallBlindOf(1n)]).toEqual([
      5n,
      12n,
      1n,
      1n,
    ]);
    expect(engine.minStack(50n)).toBe(50n);
  });

  it('a seat short of its blind posts what it has and is all-in', () => {
    const state = startHand({
      stacks: { 0: 3n, 1: 1000n, 2: 1000n },
      button: 2,
      holeCards: anyHoles(3),
    });
    const sb = seatOf(state, 0);
    expect([sb?.committed, sb?.stack, sb?.allIn]).toEqual([3n, 0n, true]);
    expect(turn(state).seat).toBe(2);
    expect(turn(state).specs[1]).toEqual({ type: 'call', min: 10n, max: 10n });
  });

  it('a big blind of exactly one blind is all-in; the small blind may only call or fold', () => {
    const state = startHand({ stacks: { 0: 400n, 1: 10n }, button: 0, holeCards: anyHoles(2) });
    expect(seatOf(state, 1)?.allIn).toBe(true);
    expect(turn(state)).toEqual({
      seat: 0,
      specs: [{ type: 'fold' }, { type: 'call', min: 5n, max: 5n }],
    });
  });

  it('when the blinds put everyone all-in the board is dealt out at once', () => {
    const state = startHand({ stacks: { 0: 4n, 1: 3n }, button: 0, holeCards: anyHoles(2) });
    expect(state.street).toBe('showdown');
    expect(engine.isOver(state)).toBe(true);
    expect(engine.toAct(state).size).toBe(0);
    expect(state.boardShown).toBe(5);
  });

  it('refuses a bad start', () => {
    const deck = deckWith(anyHoles(2), '2C 7D 9H JS 4C');
    const good: PvpStart = {
      seats: [
        { seat: 0, stack: 100n },
        { seat: 1, stack: 100n },
      ],
      button: 0,
      stake: 10n,
      deck,
    };
    expect(engine.start(good).street).toBe('preflop');
    const bad: Partial<PvpStart>[] = [
      { seats: [{ seat: 0, stack: 100n }] },
      { seats: Array.from({ length: 10 }, (_, seat) => ({ seat, stack: 100n })) },
      { seats: [good.seats[1], good.seats[0]] as PvpStart['seats'] },
      { seats: [good.seats[0], { seat: 9, stack: 100n }] as PvpStart['seats'] },
      { seats: [good.seats[0], { seat: 1, stack: 0n }] as PvpStart['seats'] },
      { button: 4 },
      { stake: 0n },
      { deck: deck.slice(1) },
      { deck: [...deck.slice(0, 51), deck[0]] as PvpStart['deck'] },
      { deck: [...deck.slice(1), { rank: 14, suit: 'spades' }] },
    ];
    for (const change of bad) {
      const attempt = () => engine.start({ ...good, ...change });
      expect(attempt).toThrow(PvpRuleError);
      try {
        attempt();
      } catch (e) {
        expect((e as PvpRuleError).code).toBe('BAD_START');
      }
    }
  });
});
