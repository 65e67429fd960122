import { describe, expect, it } from 'vitest';
import { fantanEngine } from './engine.ts';
import type { FanTanOutcome } from './pile.ts';

const left = (result: number): FanTanOutcome => ({ beads: 40 + result, result });
const returns = (spot: string, stake: bigint) =>
  [1, 2, 3, 4].map((r) => fantanEngine.settle(spot, stake, left(r)));

describe('reading a fan tan spot', () => {
  it('lists the board: 4 fan, 12 nim, 4 kwok, odd and even', () => {
    expect(fantanEngine.spots).toEqual([
      'fan:1',
      'fan:2',
      'fan:3',
      'fan:4',
      'nim:1-2',
      'nim:1-3',
      'nim:1-4',
      'nim:2-1',
      'nim:2-3',
      'nim:2-4',
      'nim:3-1',
      'nim:3-2',
      'nim:3-4',
      'nim:4-1',
      'nim:4-2',
      'nim:4-3',
      'kwok:1-2',
      'kwok:2-3',
      'kwok:3-4',
      'kwok:4-1',
      'odd',
      'even',
    ]);
  });

  it('accepts every spot as written, with its type', () => {
    for (const spot of fantanEngine.spots) {
      const read = fantanEngine.readType(spot);
      expect(read?.spot).toBe(spot);
      expect(read?.type).toBe(spot.includes(':') ? spot.split(':')[0] : 'oddEven');
    }
  });

  it('writes a kwok pair going round the square, whichever order it came in', () => {
    expect(fantanEngine.readType('kwok:2-1')).toEqual({ type: 'kwok', spot: 'kwok:1-2' });
    expect(fantanEngine.readType('kwok:3-2')).toEqual({ type: 'kwok', spot: 'kwok:2-3' });
    expect(fantanEngine.readType('kwok:4-3')).toEqual({ type: 'kwok', spot: 'kwok:3-4' });
    expect(fantanEngine.readType('kwok:1-4')).toEqual({ type: 'kwok', spot: 'kwok:4-1' });
    // A nim's order is the bet: 2-1 is not 1-2.
    expect(fantanEngine.readType('nim:2-1')).toEqual({ type: 'nim', spot: 'nim:2-1' });
  });

  it.each([
    '',
    'fan',
    'fan:',
    'fan:0',
    'fan:5',
    'fan:01',
    'fan:1 ',
    ' fan:1',
    'fan: 1',
    'fan:1\n',
    'fan:1.0',
    'fan:+1',
    'Fan:1',
    'fan=1',
    'fan:1-2',
    'nim:1-1',
    'nim:4-4',
    'nim:1',
    'nim:1-5',
    'nim:1_2',
    'nim:1–2',
    'nim:1-2-3',
    'kwok:1-3',
    'kwok:2-4',
    'kwok:1-1',
    'kwok:1',
    'kwok:0-1',
    'ODD',
    'odd:1',
    'big',
    'constructor',
    '__proto__',
  ])('refuses %j', (spot) => {
    expect(fantanEngine.readType(spot)).toBeNull();
  });
});

describe('settling fan tan (5% commission on winnings, floored)', () => {
  it('pays fan 3:1 less 5% on its number only', () => {
    expect(returns('fan:3', 100n)).toEqual([0n, 0n, 385n, 0n]);
    expect(returns('fan:4', 100n)).toEqual([0n, 0n, 0n, 385n]);
    expect(fantanEngine.settle('fan:1', 1n, left(1))).toBe(3n); // 2.85 → 2
    expect(fantanEngine.settle('fan:1', 21n, left(1))).toBe(80n); // 59.85 → 59
  });

  it('pays nim 2:1 less 5% on its first number and pushes on its second', () => {
    expect(returns('nim:1-2', 100n)).toEqual([290n, 100n, 0n, 0n]);
    expect(returns('nim:2-1', 100n)).toEqual([100n, 290n, 0n, 0n]);
    expect(returns('nim:4-1', 100n)).toEqual([100n, 0n, 0n, 290n]);
    expect(fantanEngine.settle('nim:3-1', 11n, left(3))).toBe(31n); // 20.9 → 20
    expect(fantanEngine.settle('nim:3-1', 11n, left(1))).toBe(11n);
  });

  it('pays kwok 1:1 less 5% on either of its two numbers', () => {
    expect(returns('kwok:1-2', 100n)).toEqual([195n, 195n, 0n, 0n]);
    expect(returns('kwok:4-1', 100n)).toEqual([195n, 0n, 0n, 195n]);
    expect(fantanEngine.settle('kwok:2-3', 19n, left(3))).toBe(37n); // 18.05 → 18
  });

  it('pays odd and even 1:1 less 5%', () => {
    expect(returns('odd', 100n)).toEqual([195n, 0n, 195n, 0n]);
    expect(returns('even', 100n)).toEqual([0n, 195n, 0n, 195n]);
    expect(fantanEngine.settle('even', 1n, left(2))).toBe(1n); // 0.95 → 0: the stake back
  });

  it('settles only spots written the engine way', () => {
    expect(() => fantanEngine.settle('kwok:2-1', 1n, left(1))).toThrow(/not a fan tan spot/);
    expect(() => fantanEngine.settle('odd', -1n, left(1))).toThrow(RangeError);
  });
});
