import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { JACKPOT_DRAWS, jackpotDraw, jackpotHit, jackpotThreshold } from './jackpot.ts';

describe('the progressive jackpot draw', () => {
  it('is the first four bytes of its own HMAC message, apart from the reels', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const input = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce };
      const mac = createHmac('sha256', input.serverSeed)
        .update(`player-seed:${nonce}:jackpot`)
        .digest();
      expect(jackpotDraw(input)).toBe(mac.readUInt32BE(0));
    }
    // Worked example: 'a' × 64, player-seed, nonce 7.
    expect(jackpotDraw({ serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 7 })).toBe(
      createHmac('sha256', 'a'.repeat(64)).update('player-seed:7:jackpot').digest().readUInt32BE(0),
    );
  });

  it('gives a chance in proportion to the stake, at most 1 in 100', () => {
    // 1.00 staked at one chance in 100,000 per unit: 42,949 of the 2³² draws.
    expect(jackpotThreshold(100n, 100_000)).toBe(42_949);
    expect(jackpotThreshold(200n, 100_000)).toBe(85_899);
    expect(jackpotThreshold(1n, 100_000)).toBe(429);
    expect(jackpotThreshold(10_000_000n, 1)).toBe(Math.floor(JACKPOT_DRAWS / 100));
    expect(() => jackpotThreshold(100n, 0)).toThrow(RangeError);
    expect(jackpotHit(42_948, 42_949)).toBe(true);
    expect(jackpotHit(42_949, 42_949)).toBe(false);
    expect(jackpotHit(0, 0)).toBe(false);
  });
});
