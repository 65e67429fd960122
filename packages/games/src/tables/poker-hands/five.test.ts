import { describe, expect, it } from 'vitest';
import { cardLabel } from '../cards/deck.ts';
import { mulberry32 } from '../testing/mulberry32.ts';
import { cardOfCode, cardsFromLabels } from './codes.ts';
import {
  bestOfSeven,
  describeValue,
  evaluateFive,
  POKER_CATEGORIES,
  type PokerCategory,
  pokerValue,
  pokerValueOf,
} from './five.ts';

const hand = (labels: string) => evaluateFive(cardsFromLabels(labels));

describe('five-card hands', () => {
  it('are counted over all C(52, 5) = 2,598,960 hands as the published table says', () => {
    const counts = new Array<number>(POKER_CATEGORIES.length).fill(0);
    const five = new Int32Array(5);
    for (let a = 0; a < 52; a++) {
      five[0] = a;
      for (let b = a + 1; b < 52; b++) {
        five[1] = b;
        for (let c = b + 1; c < 52; c++) {
          five[2] = c;
          for (let d = c + 1; d < 52; d++) {
            five[3] = d;
            for (let e = d + 1; e < 52; e++) {
              five[4] = e;
              const category = pokerValue(five) >> 20;
              counts[category] = (counts[category] as number) + 1;
            }
          }
        }
      }
    }
    // Any table of five-card poker probabilities (e.g. Wikipedia's "Poker probability").
    expect(Object.fromEntries(POKER_CATEGORIES.map((c, i) => [c, counts[i]]))).toEqual({
      highCard: 1_302_540,
      pair: 1_098_240,
      twoPair: 123_552,
      threeOfAKind: 54_912,
      straight: 10_200,
      flush: 5_108,
      fullHouse: 3_744,
      fourOfAKind: 624,
      straightFlush: 36,
      royalFlush: 4,
    });
  }, 30_000); // about a second on an idle machine; room for a loaded one

  it('name the category and the ranks in order of importance', () => {
    const cases: [string, PokerCategory, number[]][] = [
      ['TS JS QS KS AS', 'royalFlush', [14, 13, 12, 11, 10]],
      ['9H TH JH QH KH', 'straightFlush', [13, 12, 11, 10, 9]],
      ['AD 2D 3D 4D 5D', 'straightFlush', [5, 4, 3, 2, 1]],
      ['7C 7D 7H 7S 2C', 'fourOfAKind', [7, 7, 7, 7, 2]],
      ['4C 4D 8H 8S 8C', 'fullHouse', [8, 8, 8, 4, 4]],
      ['2C 9C 5C KC JC', 'flush', [13, 11, 9, 5, 2]],
      ['AC KD QH JS TC', 'straight', [14, 13, 12, 11, 10]],
      ['3C AD 4H 2S 5C', 'straight', [5, 4, 3, 2, 1]],
      ['9C 9D 9H AS 2C', 'threeOfAKind', [9, 9, 9, 14, 2]],
      ['KC 2D KH 2S 7C', 'twoPair', [13, 13, 2, 2, 7]],
      ['JC JD 4H 9S 2C', 'pair', [11, 11, 9, 4, 2]],
      ['AC QD 9H 6S 3C', 'highCard', [14, 12, 9, 6, 3]],
    ];
    for (const [labels, category, ranks] of cases) {
      expect([labels, hand(labels).category, hand(labels).ranks]).toEqual([
        labels,
        category,
        ranks,
      ]);
      expect(describeValue(hand(labels).value)).toEqual(hand(labels));
    }
    // Not straights: K-A-2-3-4 does not wrap round the ace.
    expect(hand('KC AD 2H 3S 4C').category).toBe('highCard');
  });

  it('compare by category, then rank by rank; suits never count', () => {
    const order = [
      'TS JS QS KS AS',
      'AD 2D 3D 4D 5D',
      '7C 7D 7H 7S KC',
      '7C 7D 7H 7S 2C',
      '4C 4D 8H 8S 8C',
      '2C 9C 5C KC JC',
      '2C 9C 4C KC JC',
      '2C 3D 4H 5S 6C',
      '3C AD 4H 2S 5C', // the wheel, the lowest straight
      '9C 9D 9H AS 2C',
      'KC 2D KH 2S 7C',
      'QC JD QH JS AC',
      'JC JD 4H 9S 3C',
      'JC JD 4H 9S 2C',
      'AC QD 9H 6S 3C',
      '7C 5D 4H 3S 2C', // the lowest hand
    ].map(hand);
    for (let i = 0; i + 1 < order.length; i++) {
      expect((order[i] as { value: number }).value).toBeGreaterThan(
        (order[i + 1] as { value: number }).value,
      );
    }
    expect(hand('AC KD 9H 6S 3C').value).toBe(hand('AS KH 9C 6D 3D').value);
    expect(pokerValueOf('pair', 4, 4)).toBeLessThanOrEqual(hand('4C 4D 2H 3S 5C').value);
    expect(pokerValueOf('pair', 4, 4)).toBeGreaterThan(hand('3C 3D AH KS QC').value);
  });

  it('refuse anything but five distinct cards', () => {
    expect(() => evaluateFive(cardsFromLabels('AS KS QS JS'))).toThrow(RangeError);
    expect(() => evaluateFive(cardsFromLabels('AS KS QS JS AS'))).toThrow(RangeError);
    expect(() =>
      evaluateFive([{ rank: 14, suit: 'spades' }, ...cardsFromLabels('2C 3C 4C 5C')]),
    ).toThrow(RangeError);
  });
});

describe('the best five of seven', () => {
  it('finds the best hand and the cards that make it', () => {
    const best = (labels: string) => {
      const h = bestOfSeven(cardsFromLabels(labels));
      return [h.category, h.best.map(cardLabel).join(' ')];
    };
    expect(best('AH KH QH JH TH 2C 3D')).toEqual(['royalFlush', 'AH KH QH JH TH']);
    // A flush and a straight: the flush wins; a straight flush inside wins over both.
    expect(best('2H 3H 4H 5H 9H 6C 7D')).toEqual(['flush', '9H 5H 4H 3H 2H']);
    expect(best('2H 3H 4H 5H 6H 7C 8D')).toEqual(['straightFlush', '6H 5H 4H 3H 2H']);
    expect(best('AS 2H 3H 4H 5H KC QD')).toEqual(['straight', '5H 4H 3H 2H AS']);
    // Two trips make a full house of the higher over the lower.
    expect(best('8C 8D 8H 5C 5D 5S KH')).toEqual(['fullHouse', '8C 8D 8H 5C 5D']);
    // Three pairs: the two highest, and the best kicker may come from the third pair.
    expect(best('QC QD 9H 9C 7D 7S 2H')).toEqual(['twoPair', 'QC QD 9H 9C 7D']);
    expect(best('QC QD QH QS 7D 7S 9H')).toEqual(['fourOfAKind', 'QC QD QH QS 9H']);
    expect(best('KS 9D 7C 5H 3S 2D JC')).toEqual(['highCard', 'KS JC 9D 7C 5H']);
    expect(() => bestOfSeven(cardsFromLabels('AH KH QH JH TH 2C'))).toThrow(RangeError);
  });

  it('agrees with the best of its 21 five-card hands on 20,000 random deals', () => {
    const random = mulberry32(77);
    const wrong: string[] = [];
    const categories = new Set<string>();
    for (let round = 0; round < 20_000; round++) {
      const deck = Array.from({ length: 52 }, (_, i) => i);
      const codes = Array.from({ length: 7 }, (_, k) => {
        const j = k + Math.floor(random() * (52 - k));
        [deck[k], deck[j]] = [deck[j] as number, deck[k] as number];
        return deck[k] as number;
      });
      let max = -1;
      for (let skip1 = 0; skip1 < 7; skip1++) {
        for (let skip2 = skip1 + 1; skip2 < 7; skip2++) {
          const five = codes.filter((_, i) => i !== skip1 && i !== skip2);
          max = Math.max(max, pokerValue(five));
        }
      }
      const best = bestOfSeven(codes.map(cardOfCode));
      const found = [best.value, pokerValue(codes), evaluateFive(best.best).value];
      if (found.some((v) => v !== max)) wrong.push(codes.join(' '));
      categories.add(best.category);
    }
    expect(wrong).toEqual([]);
    expect(categories.size).toBeGreaterThanOrEqual(8); // every category up to four of a kind
  });
});
