import { describe, expect, it } from 'vitest';
import { FISH_PRAWN_CRAB_SYMBOLS } from './bets.ts';
import { fishPrawnCrabEngine } from './engine.ts';

const { readType, spots, betTypes, paytable } = fishPrawnCrabEngine;

describe('the fish-prawn-crab board', () => {
  it('lists 28 spots, each read back as itself with a listed bet type', () => {
    expect(spots).toHaveLength(28);
    expect(new Set(spots).size).toBe(28);
    const perType = new Map<string, number>();
    for (const spot of spots) {
      const read = readType(spot);
      expect(read?.spot).toBe(spot);
      expect(betTypes).toContain(read?.type);
      perType.set(read?.type as string, (perType.get(read?.type as string) ?? 0) + 1);
    }
    expect(Object.fromEntries(perType)).toEqual({ single: 6, pair: 15, triple: 6, anyTriple: 1 });
    expect(Object.keys(paytable)).toEqual([...betTypes]);
    expect(spots.slice(0, 7)).toEqual([
      'single:fish',
      'single:prawn',
      'single:crab',
      'single:rooster',
      'single:gourd',
      'single:deer',
      'pair:fish-prawn',
    ]);
  });

  it('writes a pair in face order (fish, prawn, crab, rooster, gourd, deer)', () => {
    expect(readType('pair:crab-fish')).toEqual({ type: 'pair', spot: 'pair:fish-crab' });
    expect(readType('pair:deer-gourd')).toEqual({ type: 'pair', spot: 'pair:gourd-deer' });
    FISH_PRAWN_CRAB_SYMBOLS.forEach((a, i) => {
      for (const b of FISH_PRAWN_CRAB_SYMBOLS.slice(i + 1)) {
        expect(readType(`pair:${b}-${a}`)?.spot).toBe(`pair:${a}-${b}`);
      }
    });
    expect(readType('triple:deer')).toEqual({ type: 'triple', spot: 'triple:deer' });
    expect(readType('anyTriple')).toEqual({ type: 'anyTriple', spot: 'anyTriple' });
  });

  it('rejects anything not on the board', () => {
    const bad = [
      '',
      'fish',
      'single:Fish',
      'single:FISH',
      ' single:fish',
      'single:fish ',
      'single:fish\n',
      'single:shrimp',
      'single:tiger',
      'single:stag',
      'single:cock',
      'single:1',
      'single:0',
      'single:',
      'pair:fish-fish',
      'pair:fish',
      'pair:fish-prawn-crab',
      'pair:fish_prawn',
      'pair:fish,prawn',
      'pair:fish - prawn',
      'pair:1-2',
      'combo:fish-prawn',
      'triple:',
      'triple:tiger',
      'triple:1',
      'anytriple',
      'anyTriple:fish',
      'single:constructor',
      'pair:__proto__-fish',
      'constructor',
      '__proto__',
    ];
    for (const spot of bad) expect([spot, readType(spot)]).toEqual([spot, null]);
  });
});
