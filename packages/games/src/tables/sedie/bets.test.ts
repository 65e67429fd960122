import { describe, expect, it } from 'vitest';
import type { SedieOutcome } from './coins.ts';
import { dealSedie } from './coins.ts';
import { sedieEngine } from './engine.ts';

const withReds = (reds: number): SedieOutcome =>
  dealSedie([0, 1, 2, 3].map((i) => (i < reds ? 0.25 : 0.75)));

describe('reading a xóc đĩa spot', () => {
  it('accepts every spot of the board as written, with its bet type', () => {
    expect(sedieEngine.spots).toEqual([
      'even',
      'odd',
      'fourRed',
      'fourWhite',
      'threeRed',
      'threeWhite',
    ]);
    for (const spot of sedieEngine.spots) {
      const read = sedieEngine.readType(spot);
      expect(read?.spot).toBe(spot);
      expect(sedieEngine.betTypes).toContain(read?.type);
    }
    expect(sedieEngine.readType('threeRed')?.type).toBe('threeOne');
    expect(sedieEngine.readType('threeWhite')?.type).toBe('threeOne');
  });

  it('writes the long names of the three-and-one spots the short way', () => {
    expect(sedieEngine.readType('threeRedOneWhite')).toEqual({
      type: 'threeOne',
      spot: 'threeRed',
    });
    expect(sedieEngine.readType('threeWhiteOneRed')).toEqual({
      type: 'threeOne',
      spot: 'threeWhite',
    });
  });

  it.each([
    '',
    'Even',
    'EVEN',
    ' even',
    'even ',
    'even\n',
    'fourred',
    'four_red',
    'threeOne',
    'threeRedOneRed',
    'red',
    'white',
    'twoRed',
    'reds:4',
    'constructor',
    '__proto__',
    'toString',
  ])('refuses %j', (spot) => {
    expect(sedieEngine.readType(spot)).toBeNull();
  });
});

describe('settling xóc đĩa', () => {
  it('pays even and odd 0.96:1, flooring the winnings', () => {
    const { settle } = sedieEngine;
    expect([0, 2, 4].map((r) => settle('even', 100n, withReds(r)))).toEqual([196n, 196n, 196n]);
    expect([1, 3].map((r) => settle('even', 100n, withReds(r)))).toEqual([0n, 0n]);
    expect([1, 3].map((r) => settle('odd', 100n, withReds(r)))).toEqual([196n, 196n]);
    expect([0, 2, 4].map((r) => settle('odd', 100n, withReds(r)))).toEqual([0n, 0n, 0n]);
    expect(settle('even', 1n, withReds(2))).toBe(1n); // 0.96 → 0: the stake back only
    expect(settle('odd', 25n, withReds(3))).toBe(49n); // 24 exactly
    expect(settle('odd', 26n, withReds(1))).toBe(50n); // 24.96 → 24
    expect(settle('even', 123_457n, withReds(0))).toBe(123_457n + 118_518n); // 118,518.72
  });

  it('pays four of a colour 14:1 on that colour only', () => {
    const { settle } = sedieEngine;
    expect([0, 1, 2, 3, 4].map((r) => settle('fourRed', 10n, withReds(r)))).toEqual([
      0n,
      0n,
      0n,
      0n,
      150n,
    ]);
    expect([0, 1, 2, 3, 4].map((r) => settle('fourWhite', 10n, withReds(r)))).toEqual([
      150n,
      0n,
      0n,
      0n,
      0n,
    ]);
  });

  it('pays three of a colour and one of the other 2.8:1, flooring the winnings', () => {
    const { settle } = sedieEngine;
    expect([0, 1, 2, 3, 4].map((r) => settle('threeRed', 100n, withReds(r)))).toEqual([
      0n,
      0n,
      0n,
      380n,
      0n,
    ]);
    expect([0, 1, 2, 3, 4].map((r) => settle('threeWhite', 100n, withReds(r)))).toEqual([
      0n,
      380n,
      0n,
      0n,
      0n,
    ]);
    expect(settle('threeRed', 1n, withReds(3))).toBe(3n); // 2.8 → 2
    expect(settle('threeWhite', 7n, withReds(1))).toBe(26n); // 19.6 → 19
  });

  it('settles only spots written the engine way', () => {
    expect(() => sedieEngine.settle('threeRedOneWhite', 1n, withReds(3))).toThrow(/not a xóc đĩa/);
    expect(() => sedieEngine.settle('even', -1n, withReds(2))).toThrow(RangeError);
  });
});
