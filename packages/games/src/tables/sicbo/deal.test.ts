import { describe, expect, it } from 'vitest';
import { EVERY_ROLL, uniformsFor } from '../dice/every-roll.ts';
import { dealLive } from '../live/engine.ts';
import { sicboEngine } from './engine.ts';

const fair = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 7 };

describe('dealing sic bo', () => {
  it('reads three uniforms: die = floor(u × 6) + 1, in dealt order', () => {
    expect(sicboEngine.id).toBe('sicbo');
    expect(sicboEngine.uniforms).toBe(3);
    expect(sicboEngine.dealFrom([0, 0.5, 0.999])).toEqual({
      dice: [1, 4, 6],
      total: 11,
      triple: false,
    });
    expect(sicboEngine.dealFrom([0.5, 0, 0.2])).toEqual({
      dice: [4, 1, 2],
      total: 7,
      triple: false,
    });
    // 0.9 × 6 = 5.4, 0.95 × 6 = 5.7, 0.84 × 6 = 5.04: all sixes.
    expect(sicboEngine.dealFrom([0.9, 0.95, 0.84])).toEqual({
      dice: [6, 6, 6],
      total: 18,
      triple: true,
    });
  });

  it('deals the worked example of the README from the fair stream', () => {
    // u32 = 0x8a5dc141, 0xeac48db3, 0x5ef2bcf6 → faces 3, 5, 2 → dice 4, 6, 3.
    expect(dealLive(sicboEngine, fair)).toEqual({ dice: [4, 6, 3], total: 13, triple: false });
  });

  it('answers a JSON-safe outcome, the same for the same uniforms', () => {
    const outcome = dealLive(sicboEngine, fair);
    expect(JSON.parse(JSON.stringify(outcome))).toEqual(outcome);
    expect(dealLive(sicboEngine, fair)).toEqual(outcome);
  });

  it('makes every total as often as three fair dice do', () => {
    const ways = new Map<number, number>();
    let triples = 0;
    for (const roll of EVERY_ROLL) {
      const { total, triple } = sicboEngine.dealFrom(uniformsFor(roll));
      ways.set(total, (ways.get(total) ?? 0) + 1);
      if (triple) triples++;
    }
    const byTotal = Array.from({ length: 16 }, (_, i) => ways.get(i + 3));
    expect(byTotal).toEqual([1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1]);
    expect(triples).toBe(6);
  });
});
