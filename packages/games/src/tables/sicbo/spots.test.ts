import { describe, expect, it } from 'vitest';
import { sicboEngine } from './engine.ts';

const { readType, spots, betTypes, paytable } = sicboEngine;

describe('the sic bo board', () => {
  it('lists 52 spots, each read back as itself with a listed bet type', () => {
    expect(spots).toHaveLength(52);
    expect(new Set(spots).size).toBe(52);
    const perType = new Map<string, number>();
    for (const spot of spots) {
      const read = readType(spot);
      expect(read?.spot).toBe(spot);
      expect(betTypes).toContain(read?.type);
      perType.set(read?.type as string, (perType.get(read?.type as string) ?? 0) + 1);
    }
    expect(Object.fromEntries(perType)).toEqual({
      small: 1,
      big: 1,
      odd: 1,
      even: 1,
      total: 14,
      double: 6,
      triple: 6,
      anyTriple: 1,
      combo: 15,
      single: 6,
    });
    expect(Object.keys(paytable)).toEqual([...betTypes]);
  });

  it('names the spots the way the brief and a page expect', () => {
    expect(spots.slice(0, 6)).toEqual(['small', 'big', 'odd', 'even', 'total:4', 'total:5']);
    expect(readType('total:17')).toEqual({ type: 'total', spot: 'total:17' });
    expect(readType('double:3')).toEqual({ type: 'double', spot: 'double:3' });
    expect(readType('triple:6')).toEqual({ type: 'triple', spot: 'triple:6' });
    expect(readType('anyTriple')).toEqual({ type: 'anyTriple', spot: 'anyTriple' });
    expect(readType('single:5')).toEqual({ type: 'single', spot: 'single:5' });
  });

  it('writes a combo lowest number first, whichever order it came in', () => {
    expect(readType('combo:2-1')).toEqual({ type: 'combo', spot: 'combo:1-2' });
    expect(readType('combo:6-5')).toEqual({ type: 'combo', spot: 'combo:5-6' });
    for (const spot of spots.filter((s) => s.startsWith('combo:'))) {
      const [a, b] = spot.slice(6).split('-');
      expect(readType(`combo:${b}-${a}`)?.spot).toBe(spot);
    }
  });

  it('rejects anything not on the board', () => {
    const bad = [
      '',
      'Big',
      'SMALL',
      ' big',
      'big ',
      'small\n',
      'odd:1',
      'total',
      'total:',
      'total:3',
      'total:18',
      'total:04',
      'total:+5',
      'total:5.0',
      'total: 5',
      'total:1e1',
      'total=10',
      'total:１０',
      'double:0',
      'double:7',
      'double:01',
      'double:1-1',
      'triple',
      'triple:7',
      'triple:-1',
      'anytriple',
      'any_triple',
      'anyTriple:1',
      'combo:1-1',
      'combo:6-6',
      'combo:1-7',
      'combo:0-2',
      'combo:1_2',
      'combo:1,2',
      'combo:1-2-3',
      'combo:12',
      'combo:1 - 2',
      'combo:01-2',
      'single:0',
      'single:7',
      'single:1-2',
      'single',
      'constructor',
      '__proto__',
      'toString',
    ];
    for (const spot of bad) expect([spot, readType(spot)]).toEqual([spot, null]);
  });
});
