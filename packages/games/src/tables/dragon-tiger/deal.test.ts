import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cardLabel } from '../cards/deck.ts';
import { dealLive } from '../live/engine.ts';
import { dealDragonTiger, dragonTigerFromCards } from './deal.ts';
import { dragonTigerEngine } from './engine.ts';

/** The README's procedure written again on node:crypto, as a verification page would. */
function referenceCards(serverSeed: string, clientSeed: string, nonce: number): string[] {
  const mac = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  const moved = new Map<number, number>();
  const at = (p: number) => moved.get(p) ?? p;
  return [0, 1].map((k) => {
    const j = k + Number((BigInt(mac.readUInt32BE(4 * k)) * BigInt(416 - k)) >> 32n);
    const i = at(j);
    moved.set(j, at(k));
    moved.set(k, i);
    return `${'A23456789TJQK'[i % 13]}${'CDHS'[Math.floor((i % 52) / 13)]}`;
  });
}

const input = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 7 };

describe('dealing dragon tiger', () => {
  it('gives card 0 of the shuffled shoe to dragon and card 1 to tiger', () => {
    // Uniforms 0, 0: the shoe in order, AC then 2C.
    expect(dealDragonTiger([0, 0])).toEqual({
      dragon: { rank: 1, suit: 'clubs' },
      tiger: { rank: 2, suit: 'clubs' },
      winner: 'tiger',
      suitedTie: false,
    });
    // j₀ = floor(0.5 × 416) = 208: position 208 = deck 4, index 0 = AC; then
    // j₁ = 1 + floor(0.25 × 415) = 104: deck 2, index 0 = AC again — a suited tie.
    expect(dealDragonTiger([0.5, 0.25])).toEqual({
      dragon: { rank: 1, suit: 'clubs' },
      tiger: { rank: 1, suit: 'clubs' },
      winner: 'tie',
      suitedTie: true,
    });
    // j₀ = floor(0.1 × 416) = 41: suit ⌊41 / 13⌋ = 3 (spades), rank 41 mod 13 + 1 = 3;
    // j₁ = 1 + floor(0.9 × 415) = 374: 374 mod 52 = 10, the jack of clubs.
    expect(dealDragonTiger([0.1, 0.9])).toMatchObject({
      dragon: { rank: 3, suit: 'spades' },
      tiger: { rank: 11, suit: 'clubs' },
      winner: 'tiger',
    });
    expect(() => dealDragonTiger([0.5])).toThrow(RangeError);
    expect(() => dealDragonTiger([0.5, 1])).toThrow(RangeError);
  });

  it('ranks ace low and king high, and a tie of two suits is not suited', () => {
    const c = (rank: number, suit: 'clubs' | 'spades' = 'clubs') => ({ rank, suit });
    expect(dragonTigerFromCards(c(13), c(1)).winner).toBe('dragon');
    expect(dragonTigerFromCards(c(1), c(2)).winner).toBe('tiger');
    expect(dragonTigerFromCards(c(7), c(7, 'spades'))).toMatchObject({
      winner: 'tie',
      suitedTie: false,
    });
  });

  it('follows the integer procedure of the README for many nonces', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      const { dragon, tiger } = dealLive(dragonTigerEngine, { ...input, nonce });
      expect([dragon, tiger].map(cardLabel)).toEqual(
        referenceCards(input.serverSeed, input.clientSeed, nonce),
      );
    }
  });

  it('matches the worked example of the README via dealLive', () => {
    expect(dealLive(dragonTigerEngine, input)).toMatchInlineSnapshot(`
      {
        "dragon": {
          "rank": 4,
          "suit": "diamonds",
        },
        "suitedTie": false,
        "tiger": {
          "rank": 5,
          "suit": "diamonds",
        },
        "winner": "tiger",
      }
    `);
    expect(dealLive(dragonTigerEngine, { ...input, nonce: 8 })).not.toEqual(
      dealLive(dragonTigerEngine, input),
    );
  });
});
