import { describe, expect, it } from 'vitest';
import { shuffledPrefix } from '../../fair/shuffled-prefix.ts';
import { mulberry32 } from '../testing/mulberry32.ts';
import { PAI_GOW_DECK_SIZE, type PaiGowCard, paiGowLabel, unshuffledPaiGowCard } from './cards.ts';
import { evaluateHigh, evaluateLow } from './hand.ts';
import { houseWay, type Setting } from './house-way.ts';
import { cards, labels } from './test-cards.ts';

const byLabel = (a: PaiGowCard, b: PaiGowCard) => paiGowLabel(a).localeCompare(paiGowLabel(b));
/** The house way's low hand for seven cards, as labels. */
const lowOf = (seven: string) => labels(houseWay(cards(seven)).low);

/** The five-card hand outranks the two-card hand (equal leading ranks count as higher). */
function legal({ high, low }: Setting): boolean {
  const h = evaluateHigh(high);
  const l = evaluateLow(low);
  if (h.hand !== 'highCard' && h.hand !== 'pair') return true;
  const ranks = Math.floor(h.score / 16 ** 3) % 256; // the first two tie-break ranks
  if (h.hand === 'pair') return !l.pair || Math.floor(ranks / 16) >= l.score - 256;
  return !l.pair && ranks >= l.score;
}

describe('the house way', () => {
  it('sets a hand without pairs: the highest card high, the next two low', () => {
    expect(lowOf('AS KD 9C 7H 5S 3D 2C')).toBe('KD 9C');
    expect(labels(houseWay(cards('AS KD 9C 7H 5S 3D 2C')).high)).toBe('AS 7H 5S 3D 2C');
  });

  it('keeps one pair high and the two best singles low', () => {
    expect(lowOf('8S 8D AS KH 6C 4D 2H')).toBe('AS KH');
    expect(lowOf('8S 8D JK KH 6C 4D 2H')).toBe('JK KH'); // the joker is an ace
  });

  it('splits two pairs by their classes and the best single', () => {
    expect(lowOf('AS AD 3C 3H KD 9S 5C')).toBe('3C 3H'); // aces: always split
    expect(lowOf('KS KD 8C 8H 4D 3S 2C')).toBe('8C 8H'); // high and medium: split
    expect(lowOf('QS QD 4C 4H AD 9S 2C')).toBe('AD 9S'); // high and low with an ace: kept
    expect(lowOf('QS QD 4C 4H KD 9S 2C')).toBe('4C 4H'); // … without: split
    expect(lowOf('9S 9D 7C 7H AD 5S 2C')).toBe('AD 5S'); // two medium with an ace: kept
    expect(lowOf('6S 6D 3C 3H KD 9S 2C')).toBe('KD 9S'); // low pairs with a king: kept
    expect(lowOf('6S 6D 3C 3H QD 9S 2C')).toBe('3C 3H'); // … without a king or an ace: split
  });

  it('plays the highest of three pairs low', () => {
    expect(lowOf('9S 9D 5C 5H 2D 2S KC')).toBe('9S 9D');
  });

  it('keeps three of a kind high, but three aces give one ace to the low hand', () => {
    expect(lowOf('7S 7D 7C KH QD 4S 2C')).toBe('KH QD');
    expect(lowOf('AS AD AC KH QD 4S 2C')).toBe('AD KH');
    expect(labels(houseWay(cards('AS AD AC KH QD 4S 2C')).high)).toBe('AS AC QD 4S 2C');
  });

  it('plays the pair of a full house low, and a pair of the higher of two trips', () => {
    expect(lowOf('9S 9D 9C 4H 4D KS 2C')).toBe('4H 4D');
    expect(lowOf('9S 9D 9C 4H 4D KS KC')).toBe('KS KC');
    expect(lowOf('9S 9D 9C 4H 4D 4S 2C')).toBe('9S 9D');
  });

  it('keeps or splits four of a kind by its rank', () => {
    expect(lowOf('5S 5D 5C 5H KD QS 2C')).toBe('KD QS'); // 2–6: kept
    expect(lowOf('9S 9D 9C 9H AD QS 2C')).toBe('AD QS'); // 7–10 with an ace: kept
    expect(lowOf('9S 9D 9C 9H KD QS 2C')).toBe('9S 9D'); // … without: split
    expect(lowOf('JS JD JC JH AD QS 2C')).toBe('JS JD'); // J–A: split
    expect(lowOf('9S 9D 9C 9H KD KS 2C')).toBe('KD KS'); // a pair goes low
    expect(lowOf('AS AD AC AH JK KD 2C')).toBe('AS AD'); // five aces: split…
    expect(lowOf('AS AD AC AH JK KD KC')).toBe('KD KC'); // … unless a pair of kings
  });

  it('plays a straight or a flush with the best low hand it leaves', () => {
    expect(lowOf('4S 5D 6C 7H 8D KS AC')).toBe('KS AC');
    expect(lowOf('4S 5D 6C 7H 8D 9S KC')).toBe('9S KC'); // 5–9 would leave only K 4
    expect(lowOf('9S TD JC QH KD 2S 2C')).toBe('2S 2C'); // the pair goes low
    expect(lowOf('KH 9H 7H 4H 2H AS QD')).toBe('AS QD');
    expect(lowOf('9S TD JC QH JK 3S 2C')).toBe('3S 2C'); // the joker makes the straight
    expect(lowOf('7S 7D 7C 8H 9D TS JC')).toBe('7S 7D'); // three of a kind and a straight
    // Two pairs go by the two-pair rule even with a straight there.
    expect(lowOf('5S 5D 6C 6H 7D 8S 9C')).toBe('5S 5D');
  });

  it('always sets a legal hand: the five-card hand above the two-card one', () => {
    const random = mulberry32(8);
    const fouls: string[] = [];
    for (let deal = 0; deal < 20_000; deal++) {
      const uniforms = Array.from({ length: 7 }, random);
      const seven = shuffledPrefix(PAI_GOW_DECK_SIZE, uniforms, unshuffledPaiGowCard);
      const set = houseWay(seven);
      const same =
        labels([...set.high, ...set.low].sort(byLabel)) === labels([...seven].sort(byLabel));
      if (set.high.length !== 5 || !same || !legal(set)) {
        fouls.push(`${labels(set.high)} / ${labels(set.low)}`);
      }
    }
    expect(fouls).toEqual([]);
    expect(() => houseWay(cards('AS KD'))).toThrow(RangeError);
  });
});
