import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dealLive } from '../live/engine.ts';
import { dealSedie } from './coins.ts';
import { sedieEngine } from './engine.ts';

const input = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 7 };

/** The README's procedure on node:crypto, as a verification page would write it. */
function referenceCoins(nonce: number): string[] {
  const mac = createHmac('sha256', input.serverSeed)
    .update(`${input.clientSeed}:${nonce}:0`)
    .digest();
  return [0, 1, 2, 3].map((i) => (mac.readUInt32BE(4 * i) < 2 ** 31 ? 'red' : 'white'));
}

describe('dealing the four coins', () => {
  it('turns coin i red when u_i < 0.5, in dealt order, and counts the reds', () => {
    expect(dealSedie([0, 0.4999999, 0.5, 0.9999999])).toEqual({
      coins: ['red', 'red', 'white', 'white'],
      reds: 2,
    });
    expect(dealSedie([0.1, 0.2, 0.3, 0.4])).toEqual({
      coins: ['red', 'red', 'red', 'red'],
      reds: 4,
    });
    expect(dealSedie([0.6, 0.7, 0.1, 0.8])).toEqual({
      coins: ['white', 'white', 'red', 'white'],
      reds: 1,
    });
  });

  it('refuses the wrong number of uniforms or one outside [0, 1)', () => {
    expect(() => dealSedie([0.1, 0.2, 0.3])).toThrow(RangeError);
    expect(() => dealSedie([0.1, 0.2, 0.3, 0.4, 0.5])).toThrow(RangeError);
    expect(() => dealSedie([0.1, 0.2, 0.3, 1])).toThrow(RangeError);
    expect(() => dealSedie([0.1, -0.1, 0.3, 0.4])).toThrow(RangeError);
    expect(() => dealSedie([0.1, Number.NaN, 0.3, 0.4])).toThrow(RangeError);
  });

  it('follows the documented procedure from the fair stream for many nonces', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      expect(dealLive(sedieEngine, { ...input, nonce }).coins).toEqual(referenceCoins(nonce));
    }
  });

  it('reaches all 16 patterns and gives a JSON-safe outcome', () => {
    const seen = new Set<string>();
    for (let nonce = 0; nonce < 400; nonce++) {
      const outcome = dealLive(sedieEngine, { ...input, nonce });
      expect(JSON.parse(JSON.stringify(outcome))).toEqual(outcome);
      seen.add(outcome.coins.join());
    }
    expect(seen.size).toBe(16);
  });

  it('matches the README example (u32 8a5dc141 eac48db3 5ef2bcf6 b667466b)', () => {
    expect(dealLive(sedieEngine, input)).toEqual({
      coins: ['white', 'white', 'red', 'white'],
      reds: 1,
    });
  });
});
