import { describe, expect, it } from 'vitest';
import { evaluateHigh, evaluateLow, HIGH_HANDS } from './hand.ts';
import { cards } from './test-cards.ts';

const high = (labels: string) => evaluateHigh(cards(labels));
const low = (labels: string) => evaluateLow(cards(labels));
/** Hands from best to worst must score strictly in that order. */
const ordered = (list: string[]) => {
  const scores = list.map((h) => high(h).score);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  expect(new Set(scores).size).toBe(scores.length);
};

describe('five-card hands', () => {
  it('knows every kind, from five aces down to a high card', () => {
    const kinds = [
      'AS AD AC AH JK',
      'TH JH QH KH AH',
      '9C 9D 9H 9S 2C',
      '8C 8D 8H 2S 2C',
      'KD 9D 7D 4D 2D',
      '9C TD JH QS KC',
      '7C 7D 7H KS 2C',
      '7C 7D 4H 4S 2C',
      '7C 7D KH 4S 2C',
      'KC QD 9H 4S 2C',
    ];
    expect(kinds.map((h) => high(h).hand)).toEqual([...HIGH_HANDS].reverse());
    ordered(kinds);
  });

  it('ranks A-2-3-4-5 second among straights, under A-K-Q-J-10', () => {
    ordered(['AC KD QH JS TC', 'AC 2D 3H 4S 5C', 'KC QD JH TS 9C', '6C 5D 4H 3S 2C']);
    ordered(['AH KH QH JH TH', '5S 4S 3S 2S AS', 'KD QD JD TD 9D']);
  });

  it('breaks ties by the ranks that make the hand, then the kickers', () => {
    ordered([
      '8C 8D 8H AS AC', // full house, eights over aces
      '7C 7D 7H KS KC',
      'AC AD 4H 4S 2C', // two pair: aces and fours, 2 kicker
      'KC KD QH QS AC',
      'KC KD QH QS 2C',
      'KC KD 9H 8S 7C', // a pair: kickers in order
      'KC KD 9H 8S 6C',
      'AC KD 9H 8S 6C',
      'AC QD JH 8S 6C',
    ]);
    expect(high('KC KD 9H 8S 7C').score).toBe(high('KH KS 9C 8D 7H').score); // suits never count
  });

  it('plays the joker as an ace, or to complete a straight or a flush', () => {
    expect(high('AS AD AC AH JK').hand).toBe('fiveAces');
    expect(high('KS KD 9C 5H JK').score).toBe(high('KS KD AC 9H 5D').score); // kings, ace kicker
    expect(high('AS 9D 7C 5H JK').hand).toBe('pair'); // a pair of aces
    expect(high('9S 9D 5C 3H JK').hand).toBe('pair'); // never three nines
    // 9 10 J Q: the joker is the king (the ace would make no straight).
    expect(high('9S TD JC QH JK').score).toBe(high('9S TD JC QH KH').score);
    expect(high('9S TD QC KH JK').score).toBe(high('9S TD JC QH KH').score); // fills the jack
    expect(high('2S 3D 4C 5H JK').score).toBe(high('AS 2D 3C 4H 5C').score); // ace-low
    // Four hearts: the joker is the best heart not there, here the ace.
    expect(high('KH 9H 7H 2H JK').score).toBe(high('AH KH 9H 7H 2H').score);
    expect(high('AH 9H 7H 2H JK').score).toBe(high('AH KH 9H 7H 2H').score);
    // A straight flush beats the ace-high flush the joker could also make.
    expect(high('9H TH JH QH JK').score).toBe(high('9H TH JH QH KH').score);
    expect(high('9H TH JH QH JK').hand).toBe('straightFlush');
    expect(high('KS KD KC 2H JK').hand).toBe('threeOfAKind'); // an ace kicker, not a full house
  });

  it('refuses a hand of the wrong size or with two jokers', () => {
    expect(() => high('AS AD AC AH')).toThrow(RangeError);
    expect(() => high('AS AD AC JK JK')).toThrow(RangeError);
  });
});

describe('two-card hands', () => {
  it('rank a pair above any two odd cards, then by rank; the joker is an ace', () => {
    const list = ['AS AD', 'AS JK', '2C 2D', 'AS KD', 'JK KD', 'AS QD', 'KS QD', '3C 2D'];
    const scores = list.map((h) => low(h).score);
    expect(scores[0]).toBe(scores[1]);
    expect(scores[3]).toBe(scores[4]);
    expect([...new Set(scores)]).toEqual([...new Set(scores)].sort((a, b) => b - a));
    expect(low('AS JK').pair).toBe(true);
    expect(() => low('AS')).toThrow(RangeError);
  });
});
