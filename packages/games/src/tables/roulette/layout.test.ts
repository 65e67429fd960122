import { describe, expect, it } from 'vitest';
import { INSIDE_SPOTS, pocketColour, RED_NUMBERS } from './layout.ts';

describe('the European layout', () => {
  it('has 18 red, 18 black and a green zero', () => {
    const colours = Array.from({ length: 37 }, (_, n) => pocketColour(n));
    expect(colours.filter((c) => c === 'red')).toHaveLength(18);
    expect(colours.filter((c) => c === 'black')).toHaveLength(18);
    expect(colours[0]).toBe('green');
    expect(RED_NUMBERS.size).toBe(18);
    expect([pocketColour(1), pocketColour(2), pocketColour(10), pocketColour(36)]).toEqual([
      'red',
      'black',
      'black',
      'red',
    ]);
  });

  it('counts the standard inside spots: 37 straights, 60 splits, 14 streets, 23 corners, 11 six lines', () => {
    expect(INSIDE_SPOTS.straight.size).toBe(37);
    expect(INSIDE_SPOTS.split.size).toBe(57 + 3);
    expect(INSIDE_SPOTS.street.size).toBe(12 + 2);
    expect(INSIDE_SPOTS.corner.size).toBe(22 + 1);
    expect(INSIDE_SPOTS.sixLine.size).toBe(11);
  });

  it('knows the spots next to zero and nothing else with it', () => {
    expect([...INSIDE_SPOTS.split].filter((k) => k.startsWith('0-'))).toEqual([
      '0-1',
      '0-2',
      '0-3',
    ]);
    expect([...INSIDE_SPOTS.street].filter((k) => k.startsWith('0-'))).toEqual(['0-1-2', '0-2-3']);
    expect([...INSIDE_SPOTS.corner].filter((k) => k.startsWith('0-'))).toEqual(['0-1-2-3']);
    expect(INSIDE_SPOTS.sixLine.has('0-1-2-3-4-5')).toBe(false);
  });
});
