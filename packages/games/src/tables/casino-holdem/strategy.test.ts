import { describe, expect, it } from 'vitest';
import { cardsFromLabels } from '../poker-hands/codes.ts';
import { simpleDecision } from './strategy.ts';

describe("the simple casino hold'em strategy", () => {
  it('calls by the simple strategy with pairs, draws and enough points', () => {
    const decide = (hole: string, flop: string) =>
      simpleDecision(cardsFromLabels(hole), cardsFromLabels(flop));
    expect(decide('2S 7D', '2H KC 9D')).toBe('call'); // a pair with a hole card
    expect(decide('2H 7H', 'KH 9H 4C')).toBe('call'); // four to a flush
    expect(decide('2S 3D', '4H 5C KD')).toBe('call'); // open-ended
    expect(decide('2S 3D', '4H 6C KD')).toBe('fold'); // a gutshot without a card of 5 or more
    expect(decide('7S 3D', '4H 6C KD')).toBe('call'); // 3-4-_-6-7: a gutshot with a seven
    expect(decide('TS 5D', 'KH 2C JD')).toBe('call'); // 10 + 5 = 15 points
    expect(decide('TS 4D', 'KH 2C JD')).toBe('fold'); // 14 points
    expect(decide('TS 3D', 'KS 2S JD')).toBe('call'); // 13 + 2 for three spades
    expect(decide('9S 8D', 'KH 2C JD')).toBe('fold'); // 17 points, but nothing above a nine
    expect(decide('KS 2D', 'AH 7C JD')).toBe('call'); // a king: 15 points at least
    expect(decide('TS 2D', 'KH KC 7D')).toBe('call'); // a ten on a paired flop
    expect(decide('9S 2D', 'KH KC 7D')).toBe('fold');
    expect(() => simpleDecision(cardsFromLabels('9S'), cardsFromLabels('KH KC 7D'))).toThrow(
      RangeError,
    );
  });
});
