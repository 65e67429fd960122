import { describe, expect, it } from 'vitest';
import { decompositions, isSevenPairs, isWinningHand, type Meld, waitsOf } from './hand.ts';
import { TILE_KINDS, type Tile, tilesOf } from './tiles.ts';

const win = (codes: string, melds: Meld[] = []) => isWinningHand(tilesOf(codes), melds);
const waits = (codes: string, melds: Meld[] = []) => waitsOf(tilesOf(codes), melds).join(' ');
const meld = (type: Meld['type'], tile: Tile, concealed = false): Meld => ({
  type,
  tiles: type === 'chow' ? (tilesOf(tile) as Tile[]) : Array(type === 'kong' ? 4 : 3).fill(tile),
  concealed,
  from: concealed ? null : 1,
});

describe('isWinningHand: four sets and a pair', () => {
  it.each([
    ['m1 m2 m3 p4 p5 p6 s7 s8 s9 we we we dr dr', true],
    ['m1 m1 m1 m2 m2 m2 m3 m3 m3 p5 p5 p5 s7 s7', true],
    ['m1 m1 m2 m2 m3 m3 p4 p5 p6 s7 s8 s9 dw dw', true],
    ['m2 m2 m3 m3 m4 m4 m5 m5 m6 m6 m7 m7 m8 m8', true],
    ['m1 m1 m1 m1 m2 m3 m4 p9 p9 p9 s5 s6 s7 dg', false],
    ['m1 m1 m1 m1 m2 m3 p9 p9 p9 s5 s6 s7 dg dg', true],
    ['we ws ww m1 m2 m3 p1 p2 p3 s1 s2 s3 m5 m5', false], // winds never run
    ['m8 m9 p1 m1 m2 m3 p4 p5 p6 s1 s2 s3 m5 m5', false], // no run across suits
    ['m9 m1 m2 m1 m2 m3 p4 p5 p6 s1 s2 s3 m5 m5', false], // nor round the corner
    ['m1 m2 m3 p4 p5 p6 s7 s8 s9 we we we dr dg', false], // no pair
    ['m1 m2 m3 p4 p5 p6 s7 s8 s9 we we we dr', false], // 13 tiles
    ['m1 m2 m3 p4 p5 p6 s7 s8 s9 we we we dr dr dr', false], // 15 tiles
    ['m1 m1 m1 m1 m1 m2 m3 m4 m5 m6 m7 m8 m9 m9', false], // five of a kind
  ])('%s → %s', (codes, expected) => {
    expect(win(codes)).toBe(expected);
  });

  it('nine gates: 1112345678999 of a suit wins on any tile of that suit, none other', () => {
    for (const suit of ['m', 'p', 's']) {
      const gates = '1 1 1 2 3 4 5 6 7 8 9 9 9'.replace(/\d/g, (d) => `${suit}${d}`);
      for (const tile of TILE_KINDS) expect(win(`${gates} ${tile}`)).toBe(tile[0] === suit);
      expect(waits(gates)).toBe([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => suit + n).join(' '));
    }
  });

  it.each([
    ['m2 m3 m4 m5 m6 m7 m8 p1 p1 p1 s5 s5 s5', 'm2 m5 m8'], // three-sided wait
    ['we we we wn wn wn dr dr dr dg dg dg dw', 'dw'], // single wait on an honour
    ['m1 m1 m1 m2 m2 p5 p5 p5 s7 s8 s9 dr dr', 'm2 dr'], // two pairs: shanpon
    ['m1 m1 m1 m2 m3 p5 p5 p5 s7 s8 s9 dr dr', 'm1 m4 dr'], // m1+m23 or m11+m123
    ['m3 m4 m5 m5 m5 m6 m7 p2 p2 p2 s4 s4 s4', 'm2 m5 m8'], // not m6
    ['m2 m2 m3 m3 m4 m4 p6 p6 s1 s1 s2 s2 s3', 's3'], // sets or seven pairs, not p6
    ['m1 m1 m2 m2 m3 m3 m4 m4 m5 m5 m6 m6 m7', 'm1 m4 m7'],
    ['m1 m3 m5 m7 m9 p2 p4 p6 p8 s1 s3 s5 s7', ''],
  ])('%s waits on %s', (codes, expected) => {
    expect(waits(codes)).toBe(expected);
  });

  it('counts each meld as one of the four sets', () => {
    const melds = [meld('pong', 'we'), meld('kong', 'dr', true), meld('chow', 'm1 m2 m3' as Tile)];
    expect(win('p5 p5 s7 s8 s9', melds)).toBe(true);
    expect(win('p5 p5 s7 s8 s8', melds)).toBe(false);
    expect(win('p5 p5 s7 s8 s9 s9 s9 s9', melds)).toBe(false); // too many concealed
    expect(win('p5 p5', [...melds, meld('pong', 's1')])).toBe(true);
    expect(win('p5 p6', [...melds, meld('pong', 's1')])).toBe(false);
    // Five sets are no hand.
    expect(win('', [...melds, meld('pong', 's1'), meld('pong', 's2')])).toBe(false);
    // A tile beyond the four copies, counting the melds.
    expect(win('dr dr s7 s8 s9', melds)).toBe(false);
  });

  it('lists every reading of a hand', () => {
    const readings = decompositions(tilesOf('m1 m1 m1 m2 m2 m2 m3 m3 m3 p5 p5 p5 s7 s7'), []);
    const shapes = readings.map((d) => `${d.pair}:${d.sets.map((s) => s.type[0] + s.first)}`);
    expect(shapes.sort()).toEqual(['s7:cm1,cm1,cm1,pp5', 's7:pm1,pm2,pm3,pp5']);
  });
});

describe('seven pairs', () => {
  it.each([
    ['m1 m1 m3 m3 p5 p5 s7 s7 we we dr dr dg dg', true],
    ['m1 m1 m2 m2 m3 m3 m4 m4 m5 m5 m6 m6 m7 m7', true],
    ['m1 m1 m1 m1 p2 p2 s3 s3 we we dr dr dg dg', false], // four of a kind is not two pairs
    ['m1 m1 m3 m3 p5 p5 s7 s7 we we dr dr dg dw', false],
    ['m1 m1 m3 m3 p5 p5 s7 s7 we we dr dr', false],
  ])('%s → %s', (codes, expected) => {
    expect(isSevenPairs(tilesOf(codes), [])).toBe(expected);
    expect(win(codes)).toBe(expected);
  });

  it('is never made beside a meld', () => {
    expect(isSevenPairs(tilesOf('m1 m1 m3 m3 p5 p5 s7 s7 we we dr'), [meld('pong', 'dg')])).toBe(
      false,
    );
  });
});
