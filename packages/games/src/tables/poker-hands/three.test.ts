import { describe, expect, it } from 'vitest';
import { cardsFromLabels } from './codes.ts';
import {
  evaluateThree,
  THREE_CARD_CATEGORIES,
  type ThreeCardCategory,
  threeCardValue,
  threeCardValueOf,
} from './three.ts';

const hand = (labels: string) => evaluateThree(cardsFromLabels(labels));

describe('three-card hands', () => {
  it('are counted over all C(52, 3) = 22,100 hands as the published table says', () => {
    const counts = new Array<number>(THREE_CARD_CATEGORIES.length).fill(0);
    for (let a = 0; a < 52; a++) {
      for (let b = a + 1; b < 52; b++) {
        for (let c = b + 1; c < 52; c++) {
          const category = threeCardValue([a, b, c]) >> 12;
          counts[category] = (counts[category] as number) + 1;
        }
      }
    }
    // Wizard of Odds, "Three Card Poker", probabilities table.
    expect(Object.fromEntries(THREE_CARD_CATEGORIES.map((c, i) => [c, counts[i]]))).toEqual({
      highCard: 16_440,
      pair: 3_744,
      flush: 1_096,
      straight: 720,
      threeOfAKind: 52,
      straightFlush: 48,
    });
  });

  it('name the category and the ranks; A-2-3 and A-K-Q are straights', () => {
    const cases: [string, ThreeCardCategory, number[]][] = [
      ['QS KS AS', 'straightFlush', [14, 13, 12]],
      ['2H AH 3H', 'straightFlush', [3, 2, 1]],
      ['5C 5D 5H', 'threeOfAKind', [5, 5, 5]],
      ['AC KD QH', 'straight', [14, 13, 12]],
      ['3C AD 2H', 'straight', [3, 2, 1]],
      ['2C 9C 5C', 'flush', [9, 5, 2]],
      ['KC 5D 5H', 'pair', [5, 5, 13]],
      ['AC AD 2H', 'pair', [14, 14, 2]],
      ['QC 6D 4H', 'highCard', [12, 6, 4]],
      ['KC AD 2H', 'highCard', [14, 13, 2]], // no wrap round the ace
    ];
    for (const [labels, category, ranks] of cases) {
      expect([labels, hand(labels).category, hand(labels).ranks]).toEqual([
        labels,
        category,
        ranks,
      ]);
    }
  });

  it('rank straight flush > trips > straight > flush > pair > high card', () => {
    const order = [
      'QS KS AS',
      'JS QS KS',
      '2H AH 3H',
      '2C 2D 2H',
      'AC KD QH',
      '4C 2D 3H',
      '3C AD 2H',
      'AC 9C 5C',
      'KC QC 9C',
      'AC AD 2H',
      'KC KD AH',
      'KC KD QH',
      'AC KD JH',
      'QC 6D 5H',
      'QC 6D 4H',
      'QC 6D 3H',
      'QC 3D 2H',
      'JC TD 8H',
      '5C 3D 2H',
    ].map(hand);
    for (let i = 0; i + 1 < order.length; i++) {
      expect((order[i] as { value: number }).value).toBeGreaterThan(
        (order[i + 1] as { value: number }).value,
      );
    }
    expect(hand('QC 6D 4H').value).toBe(threeCardValueOf('highCard', 12, 6, 4));
    expect(hand('KC 7S 3D').value).toBe(hand('KH 7D 3C').value);
    expect(() => hand('QC 6D')).toThrow(RangeError);
    expect(() => hand('QC QC 4H')).toThrow(RangeError);
  });
});
