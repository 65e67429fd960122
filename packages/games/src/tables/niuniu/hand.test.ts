import { describe, expect, it } from 'vitest';
import { cardLabel } from '../cards/deck.ts';
import { BULL_BULL, compareHands, evaluateHand, findBull, NO_BULL } from './hand.ts';
import { cards } from './test-cards.ts';

const hand = (labels: string) => evaluateHand(cards(labels));

describe('niu niu hands', () => {
  it('find three cards making a multiple of ten; the other two make the bull', () => {
    // 3 + 7 + K = 20; 8 + 6 = 14: bull 4.
    expect(findBull(cards('3C 7D KH 8S 6C'))).toEqual({ bull: 4, bullCards: [0, 1, 2] });
    // A + A + 8 = 10; 9 + 7 = 16: bull 6 — the first three in position order are reported.
    expect(findBull(cards('AD AH 9D 8C 7H'))).toEqual({ bull: 6, bullCards: [0, 1, 3] });
    // J + Q + K = 30; 5 + 5 = 10: bull bull.
    expect(findBull(cards('JC QD KH 5S 5C'))).toEqual({ bull: BULL_BULL, bullCards: [0, 1, 2] });
    // 9 + 9 + 2 = 20; T + 10 = 20: bull bull again, with the ten counted as 10.
    expect(findBull(cards('TC 9D 9H 2S QC')).bull).toBe(BULL_BULL);
    // 6, 7, 8, 9, 10: no three sum to 10, 20 or 30.
    expect(findBull(cards('6C 7C 8C 9C TC'))).toEqual({ bull: NO_BULL, bullCards: [] });
    expect(() => findBull(cards('6C 7C 8C 9C'))).toThrow(RangeError);
  });

  it('know the highest card: rank first, king high, then spades > hearts > clubs > diamonds', () => {
    expect(cardLabel(hand('3C 7D KH 8S 6C').highCard)).toBe('KH');
    expect(cardLabel(hand('KD KC 2S AS 4H').highCard)).toBe('KC');
    expect(cardLabel(hand('QH QS 2S AS 4H').highCard)).toBe('QS');
    expect(cardLabel(hand('9D 9C 2S AS 4H').highCard)).toBe('9C');
    expect(cardLabel(hand('AD 2D 3D 4D AH').highCard)).toBe('4D');
  });

  it('rank by bull, then by the highest card', () => {
    const bullBull = hand('JC QD KH 5S 5C'); // high KH
    const bullBullKingOfSpades = hand('KS 9D AH 4C 6D');
    const bull9 = hand('KD QS JH 4S 5H');
    const bull1 = hand('TS 3C 7C AH TH');
    const noBullKing = hand('KC AH 2S 3S 4S');
    const noBullQueen = hand('QS AC 2C 3C 4C');
    const order = [bullBullKingOfSpades, bullBull, bull9, bull1, noBullKing, noBullQueen];
    expect(order.map((h) => h.bull)).toEqual([10, 10, 9, 1, -1, -1]);
    for (let i = 0; i < order.length; i++) {
      for (let j = 0; j < order.length; j++) {
        const [a, b] = [order[i], order[j]] as [typeof bullBull, typeof bullBull];
        expect(Math.sign(compareHands(a, b))).toBe(Math.sign(j - i));
      }
    }
  });
});
