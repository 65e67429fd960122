import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dealLive } from '../live/engine.ts';
import { fantanEngine } from './engine.ts';
import { dealFanTan } from './pile.ts';

const input = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 7 };

/** The README's procedure on node:crypto, in integers, as a verification page would write it. */
function referenceBeads(nonce: number): number {
  const mac = createHmac('sha256', input.serverSeed)
    .update(`${input.clientSeed}:${nonce}:0`)
    .digest();
  return Number((BigInt(mac.readUInt32BE(0)) * 100n) >> 32n) + 1;
}

describe('dealing the fan tan pile', () => {
  it('covers floor(u × 100) + 1 beads and counts them off in fours', () => {
    const deal = (u: number) => dealFanTan([u]);
    expect(deal(0)).toEqual({ beads: 1, result: 1 });
    expect(deal(0.0099999)).toEqual({ beads: 1, result: 1 });
    expect(deal(0.01)).toEqual({ beads: 2, result: 2 });
    expect(deal(0.035)).toEqual({ beads: 4, result: 4 });
    expect(deal(0.04)).toEqual({ beads: 5, result: 1 });
    expect(deal(0.5404)).toEqual({ beads: 55, result: 3 });
    expect(deal(0.99)).toEqual({ beads: 100, result: 4 });
    expect(deal(0.9999999)).toEqual({ beads: 100, result: 4 });
  });

  it('refuses the wrong number of uniforms or one outside [0, 1)', () => {
    expect(() => dealFanTan([])).toThrow(RangeError);
    expect(() => dealFanTan([0.1, 0.2])).toThrow(RangeError);
    expect(() => dealFanTan([1])).toThrow(RangeError);
    expect(() => dealFanTan([-0.01])).toThrow(RangeError);
    expect(() => dealFanTan([Number.NaN])).toThrow(RangeError);
  });

  it('follows the documented integer procedure from the fair stream for many nonces', () => {
    for (let nonce = 0; nonce < 500; nonce++) {
      const { beads, result } = dealLive(fantanEngine, { ...input, nonce });
      expect(beads).toBe(referenceBeads(nonce));
      expect(result).toBe(((beads - 1) % 4) + 1);
    }
  });

  it('reaches every result and gives a JSON-safe outcome', () => {
    const seen = new Set<number>();
    for (let nonce = 0; nonce < 100; nonce++) {
      const outcome = dealLive(fantanEngine, { ...input, nonce });
      expect(JSON.parse(JSON.stringify(outcome))).toEqual(outcome);
      seen.add(outcome.result);
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it('matches the README example (u32 8a5dc141: 55 beads, 3 left)', () => {
    expect(dealLive(fantanEngine, input)).toEqual({ beads: 55, result: 3 });
  });
});
