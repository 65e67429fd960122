import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FairInput } from '../../fair/outcomes.ts';
import { cardLabel } from '../../tables/cards/deck.ts';
import { pvpDeck } from '../deck.ts';
import { mahjongEngine as engine } from './engine.ts';
import { startMahjong } from './start.ts';
import { ruleCode, testStart } from './test-table.ts';
import { sortTiles, TILE_KINDS, type Tile } from './tiles.ts';
import { isWholeWall, mahjongWall, wallFromDeck } from './wall.ts';

const FAIR: FairInput = { serverSeed: 'mahjong server seed', clientSeed: 'table-7', nonce: 42 };

/** The README's rule worked out again with Node's HMAC, independently of wall.ts. */
function wallByHand(fair: FairInput): string[] {
  const key = pvpDeck(fair).map(cardLabel).join('');
  const bytes: number[] = [];
  for (let round = 0; bytes.length < 136 * 4; round++) {
    bytes.push(...createHmac('sha256', key).update(`mahjong-wall:0:${round}`).digest());
  }
  const tiles = Array.from({ length: 136 }, (_, p) => TILE_KINDS[Math.floor(p / 4)] as string);
  for (let k = 0; k < 136; k++) {
    const u32 = bytes.slice(4 * k, 4 * k + 4).reduce((n, b) => n * 256 + b, 0);
    const j = k + Math.floor((u32 * (136 - k)) / 2 ** 32);
    [tiles[k], tiles[j]] = [tiles[j] as string, tiles[k] as string];
  }
  return tiles;
}

describe('the wall', () => {
  it('is a whole set, the same for the same fair input and another for another hand', () => {
    const wall = mahjongWall(FAIR);
    expect(isWholeWall(wall)).toBe(true);
    expect(mahjongWall({ ...FAIR })).toEqual(wall);
    expect(mahjongWall({ ...FAIR, nonce: 43 })).not.toEqual(wall);
    expect(mahjongWall({ ...FAIR, serverSeed: 'another' })).not.toEqual(wall);
  });

  it('is the documented rule: HMAC keyed by the deck labels, then Fisher–Yates of 136', () => {
    expect(mahjongWall(FAIR)).toEqual(wallByHand(FAIR));
    const other = { serverSeed: 'x', clientSeed: 'y', nonce: 0 };
    expect(mahjongWall(other)).toEqual(wallByHand(other));
  });

  it('is what the engine deals from the hand deck the server passes it', () => {
    for (const button of [0, 2]) {
      const wall = mahjongWall(FAIR);
      const start = { ...testStart({ hands: {}, button }), deck: pvpDeck(FAIR) };
      const state = engine.start(start);
      expect(state).toEqual(startMahjong(start, wall));
      const order = [0, 1, 2, 3].map((k) => (button + k) % 4);
      expect(state.order).toEqual(order);
      order.forEach((seat, k) => {
        const dealt = Array.from({ length: 13 }, (_, r) => wall[k + 4 * r] as Tile);
        if (seat === button) dealt.push(wall[52] as Tile);
        expect(state.seats[seat]?.concealed).toEqual(sortTiles(dealt));
      });
      expect(state.drawn).toBe(wall[52]);
      expect(state.turn).toBe(button);
      expect(state.wall).toEqual(wall.slice(53));
      expect(wallFromDeck(start.deck)).toEqual(wall);
    }
  });

  it('spreads the tiles: each kind lands in each quarter of the wall about equally', () => {
    const seen = Array.from({ length: 4 }, () => 0);
    for (let nonce = 0; nonce < 200; nonce++) {
      mahjongWall({ ...FAIR, nonce }).forEach((tile, p) => {
        if (tile === 'dr') seen[Math.floor(p / 34)] = (seen[Math.floor(p / 34)] ?? 0) + 1;
      });
    }
    // 800 red dragons over four quarters: 200 expected each.
    for (const count of seen) expect(count).toBeGreaterThan(150);
  });
});

describe('bad starts', () => {
  const good = testStart({ hands: {} });
  const wall = mahjongWall(FAIR);
  it.each([
    ['three seats', { ...good, seats: good.seats.slice(0, 3) }],
    ['seats out of order', { ...good, seats: [...good.seats].reverse() }],
    ['a seat 4', { ...good, seats: good.seats.map((s, i) => ({ ...s, seat: i + 1 })) }],
    ['a seat without chips', { ...good, seats: good.seats.map((s) => ({ ...s, stack: 0n })) }],
    ['a stake of 0', { ...good, stake: 0n }],
    ['a button not dealt in', { ...good, button: 4 }],
  ])('%s', (_name, start) => {
    expect(ruleCode(() => startMahjong(start, wall))).toBe('BAD_START');
    expect(ruleCode(() => engine.start(start))).toBe('BAD_START');
  });

  it('a wall that is not 136 tiles four of a kind, a deck that is not 52 cards', () => {
    expect(ruleCode(() => startMahjong(good, wall.slice(1)))).toBe('BAD_START');
    expect(ruleCode(() => startMahjong(good, [...wall.slice(1), 'm1']))).toBe('BAD_START');
    expect(ruleCode(() => engine.start({ ...good, deck: good.deck.slice(1) }))).toBe('BAD_START');
    const twice = [good.deck[0], ...good.deck.slice(1, 51), good.deck[0]];
    expect(ruleCode(() => engine.start({ ...good, deck: twice as typeof good.deck }))).toBe(
      'BAD_START',
    );
  });
});
