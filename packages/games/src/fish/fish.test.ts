import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FishShotError, killThreshold, shootFish } from './shots.ts';
import { FISH_RTP_BP, FISH_SPECIES, MAX_SHOTS_PER_BATCH } from './species.ts';

const fair = (nonce: number) => ({ serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce });

describe('fish shooting', () => {
  it('kills with probability RTP / multiplier: every species returns 96 % of what is fired', () => {
    for (const { multiplier } of FISH_SPECIES) {
      const t = killThreshold(multiplier);
      // Exact return per unit fired: t / 2³² × multiplier, within a hair below 96 %.
      const rtp = (t * multiplier) / 2 ** 32;
      expect(rtp).toBeLessThanOrEqual(FISH_RTP_BP / 10_000);
      expect(FISH_RTP_BP / 10_000 - rtp).toBeLessThan(multiplier / 2 ** 32);
    }
    expect(killThreshold(2)).toBe(Math.floor((2 ** 32 * 0.96) / 2));
  });

  it('decides each shot from its own uniform of the batch nonce', () => {
    const shots = Array.from({ length: 12 }, (_, i) => ({
      species: FISH_SPECIES[i % FISH_SPECIES.length]?.id ?? 'clownfish',
      bet: 100,
    }));
    for (let nonce = 0; nonce < 50; nonce++) {
      const batch = shootFish(fair(nonce), shots);
      // Shots 0–7 read HMAC message …:0, shots 8–11 …:1, 4 bytes each.
      batch.shots.forEach((shot, i) => {
        const mac = createHmac('sha256', 'a'.repeat(64))
          .update(`player-seed:${nonce}:${Math.floor(i / 8)}`)
          .digest();
        const u32 = mac.readUInt32BE((i % 8) * 4);
        const multiplier = FISH_SPECIES.find((s) => s.id === shot.species)?.multiplier ?? 0;
        expect(shot.killed).toBe(u32 < killThreshold(multiplier));
        expect(shot.win).toBe(shot.killed ? 100 * multiplier : 0);
      });
      expect(batch.bet).toBe(1_200);
      expect(batch.totalWin).toBe(batch.shots.reduce((s, x) => s + x.win, 0));
    }
  });

  it('refuses a batch with an unknown fish, a bet the cannon has not, or too many shots', () => {
    const bad = (shots: { species: string; bet: number }[]) => () => shootFish(fair(1), shots);
    expect(bad([{ species: 'mermaid', bet: 100 }])).toThrow(FishShotError);
    expect(bad([{ species: 'shark', bet: 101 }])).toThrow(FishShotError);
    expect(bad([])).toThrow(FishShotError);
    expect(bad(Array(MAX_SHOTS_PER_BATCH + 1).fill({ species: 'shark', bet: 100 }))).toThrow(
      FishShotError,
    );
  });
});
