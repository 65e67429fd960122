import { describe, expect, it } from 'vitest';
import { cardsFromLabels } from '../../tables/poker-hands/codes.ts';
import {
  compareZhajinhua,
  evaluateZhajinhua,
  MIXED_235,
  ZHAJINHUA_CATEGORIES,
  type ZhajinhuaCategory,
  zhajinhuaValue,
} from './hand.ts';
import { bestOf } from './showdown.ts';

const hand = (labels: string) => evaluateZhajinhua(cardsFromLabels(labels));
const cmp = (a: string, b: string) => compareZhajinhua(hand(a), hand(b));

describe('zha jin hua hands', () => {
  it('are counted over all C(52, 3) = 22,100 hands', () => {
    const counts = new Array<number>(ZHAJINHUA_CATEGORIES.length).fill(0);
    for (let a = 0; a < 52; a++) {
      for (let b = a + 1; b < 52; b++) {
        for (let c = b + 1; c < 52; c++) {
          const category = zhajinhuaValue([a, b, c]) >> 12;
          counts[category] = (counts[category] as number) + 1;
        }
      }
    }
    expect(Object.fromEntries(ZHAJINHUA_CATEGORIES.map((c, i) => [c, counts[i]]))).toEqual({
      trail: 52,
      straightFlush: 48,
      flush: 1_096,
      straight: 720,
      pair: 3_744,
      highCard: 16_440,
    });
  });

  it('name the category and the ranks; A-2-3 and A-K-Q are straights, no wrap', () => {
    const cases: [string, ZhajinhuaCategory, number[]][] = [
      ['AS AH AD', 'trail', [14, 14, 14]],
      ['QS KS AS', 'straightFlush', [14, 13, 12]],
      ['2H AH 3H', 'straightFlush', [3, 2, 1]],
      ['2C 9C 5C', 'flush', [9, 5, 2]],
      ['AC KD QH', 'straight', [14, 13, 12]],
      ['3C AD 2H', 'straight', [3, 2, 1]],
      ['KC 5D 5H', 'pair', [5, 5, 13]],
      ['QC 6D 4H', 'highCard', [12, 6, 4]],
      ['KC AD 2H', 'highCard', [14, 13, 2]],
    ];
    for (const [labels, category, ranks] of cases) {
      const h = hand(labels);
      expect([labels, h.category, h.ranks]).toEqual([labels, category, ranks]);
    }
  });

  it('rank trail > straight flush > flush > straight > pair > high card, ranks within', () => {
    const order = [
      'AS AH AD',
      'KS KH KD',
      '2S 2H 2D',
      'QS KS AS',
      'JS QS KS',
      '4H 2H 3H',
      '2H AH 3H', // A-2-3: the lowest straight flush
      'AC KC JC',
      'AC 9C 5C',
      '5C 3C 2C', // a suited 2-3-5 is the lowest flush, nothing special
      'AC KD QH',
      '4C 2D 3H',
      '3C AD 2H', // the lowest straight
      'AC AD KH',
      'AC AD 2H',
      'KC KD AH',
      '2C 2D 3H',
      'AC KD JH',
      'QC 6D 4H',
      'QC 6D 3H',
      '6C 3D 2H',
      '5C 4D 2H',
      '5C 3D 2H', // the lowest hand
    ];
    for (let i = 0; i + 1 < order.length; i++) {
      const [higher, lower] = [order[i] as string, order[i + 1] as string];
      expect([higher, lower, cmp(higher, lower)]).toEqual([higher, lower, 1]);
      expect(cmp(lower, higher)).toBe(-1);
    }
  });

  it('tie on equal ranks whatever the suits', () => {
    expect(cmp('KC QD 9H', 'KS QH 9D')).toBe(0);
    expect(cmp('7C 7D 4H', '7S 7H 4D')).toBe(0);
    expect(cmp('QS KS AS', 'QH KH AH')).toBe(0);
  });

  it('let a mixed-suit 2-3-5 beat a trail, and lose to everything else', () => {
    expect(hand('5C 3D 2H').value).toBe(MIXED_235);
    expect(hand('5C 3C 2H').value).toBe(MIXED_235); // two of a suit is still mixed
    for (const trail of ['AS AH AD', '2S 2H 2D', '7S 7H 7C']) {
      expect(cmp('5C 3D 2H', trail)).toBe(1);
      expect(cmp(trail, '2S 5D 3H')).toBe(-1);
      expect(cmp('5C 3C 2C', trail)).toBe(-1); // suited: a flush, which a trail beats
    }
    for (const other of ['QS KS AS', '2H AH 3H', '5C 3C 2C', '3C AD 2H', '2C 2D 3H', '5C 4D 2H']) {
      expect([other, cmp('5S 3D 2H', other)]).toEqual([other, -1]);
    }
    expect(cmp('5C 3D 2H', '5S 3H 2D')).toBe(0);
  });

  it('settle a multi-way showdown: the 2-3-5 wins only against nothing but trails', () => {
    const best = (...labels: string[]) => bestOf(labels, (l) => hand(l).value);
    expect(best('5C 3D 2H', 'AS AH AD', 'KS KH KD')).toEqual(['5C 3D 2H']);
    expect(best('5C 3D 2H', 'AS AH AD')).toEqual(['5C 3D 2H']);
    // trail > pair > 2-3-5 > trail is a cycle: the rule is set aside, the trail wins.
    expect(best('5C 3D 2H', 'AS AH AD', '9C 9D 4H')).toEqual(['AS AH AD']);
    expect(best('5C 3D 2H', '9C 9D 4H', 'KC QD 7H')).toEqual(['9C 9D 4H']);
    expect(best('KC QD 9H', '4C 4D 2H', 'KS QH 9D')).toEqual(['4C 4D 2H']);
    expect(best('KC QD 9H', '4C 7D 2H', 'KS QH 9D')).toEqual(['KC QD 9H', 'KS QH 9D']);
  });

  it('check their input', () => {
    expect(() => evaluateZhajinhua(cardsFromLabels('AS AS KD'))).toThrow(RangeError);
    expect(() => evaluateZhajinhua(cardsFromLabels('AS KD'))).toThrow(RangeError);
  });
});
