import { describe, expect, it } from 'vitest';
import { countFan, type FanName, MAX_FAN } from './fan.ts';
import type { Meld } from './hand.ts';
import { type Tile, tilesOf } from './tiles.ts';

const pong = (tile: Tile, type: Meld['type'] = 'pong'): Meld => ({
  type,
  tiles: Array(type === 'kong' ? 4 : 3).fill(tile),
  concealed: false,
  from: 2,
});
const chow = (codes: string): Meld => ({
  type: 'chow',
  tiles: tilesOf(codes),
  concealed: false,
  from: 3,
});

const CASES: [string, string, Meld[], boolean, FanName[], number][] = [
  ['chicken hand', 'm1 m2 m3 p4 p5 p6 s7 s8 s9 we we we m5 m5', [], false, ['base'], 1],
  ['self-drawn', 'm1 m2 m3 p4 p5 p6 s7 s8 s9 we we we m5 m5', [], true, ['base', 'self-drawn'], 2],
  ['all pongs', 'm1 m1 m1 p2 p2 p2 s3 s3 s3 we we we m5 m5', [], false, ['base', 'all pongs'], 2],
  [
    '111222333 read as pongs',
    'm1 m1 m1 m2 m2 m2 m3 m3 m3 p5 p5 p5 s7 s7',
    [],
    false,
    ['base', 'all pongs'],
    2,
  ],
  ['half flush', 'm1 m2 m3 m4 m5 m6 m7 m8 m9 we we we ws ws', [], false, ['base', 'half flush'], 2],
  ['full flush', 'm1 m2 m3 m4 m5 m6 m7 m8 m9 m2 m3 m4 m5 m5', [], false, ['base', 'full flush'], 4],
  [
    'two dragon pongs',
    'dr dr dr dg dg dg m1 m2 m3 p4 p5 p6 s9 s9',
    [],
    false,
    ['base', 'dragon pong', 'dragon pong'],
    3,
  ],
  ['a dragon pair is nothing', 'dr dr m1 m2 m3 p4 p5 p6 s7 s8 s9 m7 m8 m9', [], false, ['base'], 1],
  [
    'seven pairs',
    'm1 m1 m3 m3 p5 p5 s7 s7 we we dr dr dg dg',
    [],
    false,
    ['base', 'seven pairs'],
    3,
  ],
  [
    'all honours: pongs, no flush',
    'we we we ws ws ws dr dr dr dg dg dg dw dw',
    [],
    false,
    ['base', 'all pongs', 'dragon pong', 'dragon pong'],
    4,
  ],
  [
    'melds count: a dragon kong, all pongs, half flush',
    'p1 p1 p1 p9 p9',
    [pong('dw', 'kong'), pong('p5'), pong('wn')],
    false,
    ['base', 'all pongs', 'half flush', 'dragon pong'],
    4,
  ],
  [
    'a chow meld spoils all pongs',
    'p1 p1 p1 p9 p9',
    [chow('p4 p5 p6'), pong('p2'), pong('p3')],
    true,
    ['base', 'self-drawn', 'full flush'],
    5,
  ],
  [
    'capped: seven pairs, full flush, self-drawn (7)',
    'm1 m1 m2 m2 m3 m3 m4 m4 m5 m5 m6 m6 m8 m8',
    [],
    true,
    ['base', 'self-drawn', 'full flush', 'seven pairs'],
    MAX_FAN,
  ],
  [
    'capped: three dragons, half flush, all pongs, self-drawn (7)',
    'dr dr dr dg dg dg dw dw dw m1 m1 m1 m2 m2',
    [],
    true,
    ['base', 'self-drawn', 'all pongs', 'half flush', 'dragon pong', 'dragon pong', 'dragon pong'],
    MAX_FAN,
  ],
];

describe('countFan', () => {
  it.each(CASES)('%s', (_name, codes, melds, selfDrawn, items, fan) => {
    const count = countFan(tilesOf(codes), melds, selfDrawn);
    expect(count.items).toEqual(items);
    expect(count.fan).toBe(fan);
    expect(count.raw).toBeGreaterThanOrEqual(fan);
  });

  it('reads a hand the way worth most: seven pairs over sets when it pays more', () => {
    // Sets (chows + pair) and full flush: 4; seven pairs and full flush: 6, capped at 5.
    const count = countFan(tilesOf('m1 m1 m2 m2 m3 m3 m4 m4 m5 m5 m6 m6 m7 m7'), [], false);
    expect(count).toEqual({
      items: ['base', 'full flush', 'seven pairs'],
      raw: 6,
      fan: 5,
      reading: 'seven pairs',
    });
  });

  it('throws on a hand that is not complete', () => {
    expect(() =>
      countFan(tilesOf('m1 m2 m3 p4 p5 p6 s7 s8 s9 we we we dr dg'), [], true),
    ).toThrow();
  });
});
