import { describe, expect, it } from 'vitest';
import { EVERY_ROLL, uniformsFor } from '../dice/every-roll.ts';
import { dealLive } from '../live/engine.ts';
import { fishPrawnCrabEngine } from './engine.ts';

const fair = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 7 };

describe('dealing fish-prawn-crab', () => {
  it('reads three uniforms: die shows symbol floor(u × 6), in dealt order', () => {
    expect(fishPrawnCrabEngine.id).toBe('fish-prawn-crab');
    expect(fishPrawnCrabEngine.uniforms).toBe(3);
    // 0 → 0 fish, 0.5 → 3 rooster, 0.999 → 5 deer.
    expect(fishPrawnCrabEngine.dealFrom([0, 0.5, 0.999])).toEqual({
      dice: ['fish', 'rooster', 'deer'],
    });
    // 0.2 → 1.2 prawn, 0.4 → 2.4 crab, 0.7 → 4.2 gourd.
    expect(fishPrawnCrabEngine.dealFrom([0.4, 0.7, 0.2])).toEqual({
      dice: ['crab', 'gourd', 'prawn'],
    });
  });

  it('deals the worked example of the README from the fair stream', () => {
    // u32 = 0x8a5dc141, 0xeac48db3, 0x5ef2bcf6 → faces 3, 5, 2.
    expect(dealLive(fishPrawnCrabEngine, fair)).toEqual({ dice: ['rooster', 'deer', 'crab'] });
  });

  it('answers a JSON-safe outcome and shows every symbol equally often on each die', () => {
    const outcome = dealLive(fishPrawnCrabEngine, fair);
    expect(JSON.parse(JSON.stringify(outcome))).toEqual(outcome);
    const seen = new Map<string, number>();
    for (const roll of EVERY_ROLL) {
      const { dice } = fishPrawnCrabEngine.dealFrom(uniformsFor(roll));
      seen.set(dice[0], (seen.get(dice[0]) ?? 0) + 1);
    }
    expect(Object.fromEntries(seen)).toEqual({
      fish: 36,
      prawn: 36,
      crab: 36,
      rooster: 36,
      gourd: 36,
      deer: 36,
    });
  });
});
