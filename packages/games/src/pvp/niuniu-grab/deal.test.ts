import { describe, expect, it } from 'vitest';
import type { Card } from '../../tables/baccarat/cards.ts';
import { cardLabel, unshuffledDeckCard } from '../../tables/cards/deck.ts';
import { evaluateHand } from '../../tables/niuniu/hand.ts';
import { cardsFromLabels } from '../../tables/poker-hands/codes.ts';
import type { PvpStart } from '../engine.ts';
import { niuniuGrabEngine as engine } from './index.ts';
import { arrangeDeck, ruleCode, testStart } from './test-table.ts';

const fresh = Array.from({ length: 52 }, (_, i) => unshuffledDeckCard(i));
const labels = (indexes: number[]) => indexes.map((i) => cardLabel(fresh[i] as Card));

describe('the niu niu grab deal', () => {
  it('names itself and its table size, and asks for top grab × top bet × bull bull', () => {
    expect([engine.id, engine.minSeats, engine.maxSeats]).toEqual(['niuniu-grab', 2, 6]);
    expect(engine.minStack(10n)).toBe(800n); // 10 × 4 × 5 × 4
  });

  it('deals one card a round from the button’s left, five rounds, and keeps the rest', () => {
    const start: PvpStart = {
      seats: [
        { seat: 1, stack: 1000n },
        { seat: 3, stack: 1000n },
        { seat: 4, stack: 1000n },
      ],
      button: 3,
      stake: 10n,
      deck: fresh,
    };
    const state = engine.start(start);
    expect(state.order).toEqual([4, 1, 3]);
    const cardsOf = (seat: number) =>
      state.seats.find((s) => s.seat === seat)?.cards.map(cardLabel);
    expect(cardsOf(4)).toEqual(labels([0, 3, 6, 9, 12]));
    expect(cardsOf(1)).toEqual(labels([1, 4, 7, 10, 13]));
    expect(cardsOf(3)).toEqual(labels([2, 5, 8, 11, 14]));
    expect(state.undealt.map(cardLabel)).toEqual(
      labels(Array.from({ length: 37 }, (_, i) => 15 + i)),
    );
    expect([state.phase, state.banker, state.bankerMultiple, state.draw]).toEqual([
      'grab',
      null,
      null,
      null,
    ]);
    expect(state.seats.map((s) => [s.seat, s.stack, s.grab, s.bet])).toEqual([
      [1, 1000n, null, null],
      [3, 1000n, null, null],
      [4, 1000n, null, null],
    ]);
  });

  it('deals with the button on the highest seat starting from the lowest', () => {
    expect(
      engine.start({ ...testStart({ seats: { 0: 1n, 2: 1n, 5: 1n }, button: 5, stake: 1n }) })
        .order,
    ).toEqual([0, 2, 5]);
  });

  it('lays the test hands where the deal finds them', () => {
    const hands = { 0: 'KS QS 5H 2D TD', 2: 'JH 9C AS 5C 5D', 5: 'TH 3H 7H 6S 3S' };
    const state = engine.start(
      testStart({ seats: { 0: 1n, 2: 1n, 5: 1n }, button: 2, stake: 1n, hands }),
    );
    for (const [seat, cards] of Object.entries(hands)) {
      expect(state.seats.find((s) => s.seat === Number(seat))?.cards).toEqual(
        cardsFromLabels(cards),
      );
    }
    expect(evaluateHand(cardsFromLabels(hands[0])).bull).toBe(7);
  });

  it('refuses a bad start with BAD_START', () => {
    const good = testStart({ seats: { 0: 100n, 1: 100n }, button: 0, stake: 10n });
    const deck = arrangeDeck({ seats: { 0: 1n, 1: 1n }, button: 0, stake: 1n });
    const bad: PvpStart[] = [
      { ...good, seats: [{ seat: 0, stack: 100n }] },
      { ...good, seats: Array.from({ length: 7 }, (_, seat) => ({ seat, stack: 100n })) },
      { ...good, button: 3 },
      { ...good, stake: 0n },
      {
        ...good,
        seats: [
          { seat: 0, stack: 100n },
          { seat: 1, stack: 0n },
        ],
      },
      {
        ...good,
        seats: [
          { seat: 1, stack: 100n },
          { seat: 0, stack: 100n },
        ],
      },
      {
        ...good,
        seats: [
          { seat: 0, stack: 100n },
          { seat: 0, stack: 100n },
        ],
      },
      {
        ...good,
        seats: [
          { seat: 0, stack: 100n },
          { seat: 6, stack: 100n },
        ],
        button: 0,
      },
      { ...good, deck: deck.slice(1) },
      { ...good, deck: [...deck.slice(0, 51), deck[0] as Card] },
      { ...good, deck: [...deck.slice(0, 51), { rank: 14, suit: 'spades' }] },
    ];
    expect(bad.map((start) => ruleCode(() => engine.start(start)))).toEqual(
      bad.map(() => 'BAD_START'),
    );
  });

  it('does not keep the caller’s card objects', () => {
    const start = testStart({ seats: { 0: 100n, 1: 100n }, button: 0, stake: 10n });
    const state = engine.start(start);
    (start.deck[0] as { rank: number }).rank = 13;
    expect(state.seats.find((s) => s.seat === 1)?.cards[0]).toEqual({ rank: 1, suit: 'clubs' });
  });
});
