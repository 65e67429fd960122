import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { spinRoulette } from './spin.ts';

const input = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 7 };

/** The documented procedure, written again on node:crypto as a verification page would. */
function referencePocket(serverSeed: string, clientSeed: string, nonce: number): number {
  const mac = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  return Number((BigInt(mac.readUInt32BE(0)) * 37n) >> 32n);
}

describe('the fair roulette spin', () => {
  it('follows the documented procedure for many nonces', () => {
    for (let nonce = 0; nonce < 500; nonce++) {
      expect(spinRoulette({ ...input, nonce }).pocket).toBe(
        referencePocket(input.serverSeed, input.clientSeed, nonce),
      );
    }
  });

  it('is the same for the same seeds and nonce, and reaches every pocket', () => {
    expect(spinRoulette(input)).toEqual(spinRoulette(input));
    const seen = new Set(
      Array.from({ length: 1000 }, (_, nonce) => spinRoulette({ ...input, nonce }).pocket),
    );
    expect(seen.size).toBe(37);
  });

  it('matches a pinned example, so a change to the procedure cannot pass unnoticed', () => {
    expect(spinRoulette(input)).toEqual({ pocket: 19, colour: 'red' });
  });

  it('names the pocket colour', () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      const { pocket, colour } = spinRoulette({ ...input, nonce });
      expect(colour === 'green').toBe(pocket === 0);
    }
  });
});
