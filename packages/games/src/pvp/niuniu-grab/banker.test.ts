import { describe, expect, it } from 'vitest';
import type { Card } from '../../tables/baccarat/cards.ts';
import { cardLabel } from '../../tables/cards/deck.ts';
import { cardCode, cardOfCode, cardsFromLabels } from '../../tables/poker-hands/codes.ts';
import { drawBanker, drawnSeat } from './banker.ts';
import { niuniuGrabEngine as engine } from './index.ts';
import { playHand, testStart } from './test-table.ts';

const fourSeats = { 0: 5000n, 1: 5000n, 2: 5000n, 3: 5000n };

describe('grabbing the bank', () => {
  it('gives the bank to the highest grab, at its multiple, with no draw', () => {
    const state = engine.start(testStart({ seats: fourSeats, button: 0, stake: 10n }));
    const after = playHand(engine, state, { 0: 2, 1: 0, 2: 4, 3: 3 });
    expect([after.phase, after.banker, after.bankerMultiple, after.draw]).toEqual([
      'bet',
      2,
      4,
      null,
    ]);
  });

  it('waits for every seat, in any order, before choosing', () => {
    const state = engine.start(testStart({ seats: fourSeats, button: 0, stake: 10n }));
    const partial = playHand(engine, state, { 3: 1, 0: 4, 2: 0 });
    expect([partial.phase, partial.banker]).toEqual(['grab', null]);
    expect([...engine.toAct(partial).keys()]).toEqual([1]);
    const done = engine.act(partial, 1, { type: 'grab', amount: 2n });
    expect([done.banker, done.bankerMultiple]).toEqual([0, 4]);
  });

  it('draws a tie from deck[5n]: code (suit × 13 + rank − 1) mod k among the tied', () => {
    // Seats 1, 2, 3 tie at 3×. 5♦ has code 1 × 13 + 4 = 17; 17 mod 3 = 2: the third, seat 3.
    expect(cardCode(cardsFromLabels('5D')[0] as Card)).toBe(17);
    expect(cardOfCode(17)).toEqual({ rank: 5, suit: 'diamonds' });
    const state = engine.start(
      testStart({ seats: fourSeats, button: 0, stake: 10n, after: '5D 2C' }),
    );
    expect(cardLabel(state.undealt[0] as Card)).toBe('5D');
    const after = playHand(engine, state, { 0: 2, 1: 3, 2: 3, 3: 3 });
    expect([after.banker, after.bankerMultiple]).toEqual([3, 3]);
    expect(after.draw).toEqual({ tied: [1, 2, 3], card: { rank: 5, suit: 'diamonds' } });
  });

  it('skips a card in the top 52 mod k codes so every tied seat is equally likely', () => {
    // Three tied: codes 51 (K♠) is refused (52 = 3 × 17 + 1); 2♣ (code 1) draws seat 2.
    const state = engine.start(
      testStart({ seats: fourSeats, button: 0, stake: 10n, after: 'KS 2C' }),
    );
    const after = playHand(engine, state, { 0: 1, 1: 4, 2: 4, 3: 4 });
    expect(after.banker).toBe(2);
    expect(after.draw).toEqual({ tied: [1, 2, 3], card: { rank: 2, suit: 'clubs' } });
    // Two tied: 52 is even, so K♠ itself decides: 51 mod 2 = 1, the second.
    const two = engine.start(
      testStart({ seats: fourSeats, button: 0, stake: 10n, after: 'KS 2C' }),
    );
    expect(playHand(engine, two, { 0: 0, 1: 1, 2: 2, 3: 2 }).banker).toBe(3);
  });

  it('ties every seat at 1× when all grab 0', () => {
    // Three seats deal 15 cards; deck[15] = A♦, code 13, 13 mod 3 = 1: seat 4.
    const seats = { 1: 500n, 4: 500n, 5: 500n };
    const state = engine.start(testStart({ seats, button: 5, stake: 10n, after: 'AD' }));
    const after = playHand(engine, state, { 1: 0, 4: 0, 5: 0 });
    expect([after.phase, after.banker, after.bankerMultiple]).toEqual(['bet', 4, 1]);
    expect(after.draw?.tied).toEqual([1, 4, 5]);
  });

  it('draws each tied seat equally often over every possible deck[5n]', () => {
    for (let k = 2; k <= 6; k++) {
      const tied = Array.from({ length: k }, (_, i) => 10 + i);
      const wins = new Map<number, number>();
      let skipped = 0;
      for (let code = 0; code < 52; code++) {
        const draw = drawBanker(tied, [cardOfCode(code), cardOfCode(code === 0 ? 1 : 0)]);
        if (cardCode(draw.card) !== code) {
          skipped++;
          continue;
        }
        wins.set(drawnSeat(draw), (wins.get(drawnSeat(draw)) ?? 0) + 1);
      }
      expect(skipped).toBe(52 % k);
      expect(tied.map((seat) => wins.get(seat))).toEqual(tied.map(() => Math.floor(52 / k)));
    }
  });
});
