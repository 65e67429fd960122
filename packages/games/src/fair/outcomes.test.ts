import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitment, floats, integers } from './outcomes.ts';

const input = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 7 };

/** The same scheme written independently on node:crypto, to check the shipped code. */
function reference(serverSeed: string, clientSeed: string, nonce: number, count: number) {
  const bytes: number[] = [];
  for (let round = 0; bytes.length < count * 4; round++) {
    bytes.push(
      ...createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest(),
    );
  }
  return Array.from({ length: count }, (_, i) =>
    bytes.slice(i * 4, i * 4 + 4).reduce((f, b, j) => f + b / 256 ** (j + 1), 0),
  );
}

describe('provably fair outcomes', () => {
  it('commits to the server seed with its sha256', () => {
    expect(commitment('secret')).toBe(createHash('sha256').update('secret').digest('hex'));
  });

  it('matches an independent implementation, across HMAC rounds (more than 8 numbers)', () => {
    expect(floats(input, 20)).toEqual(
      reference(input.serverSeed, input.clientSeed, input.nonce, 20),
    );
  });

  it('is the same every time for the same seeds and nonce, and changes with any of them', () => {
    const a = floats(input, 5);
    expect(floats(input, 5)).toEqual(a);
    expect(floats({ ...input, nonce: 8 }, 5)).not.toEqual(a);
    expect(floats({ ...input, clientSeed: 'other' }, 5)).not.toEqual(a);
    expect(floats({ ...input, serverSeed: 'b'.repeat(64) }, 5)).not.toEqual(a);
  });

  it('gives numbers in [0, 1) with the mean and spread of a uniform draw', () => {
    const xs = Array.from({ length: 2000 }, (_, nonce) => floats({ ...input, nonce }, 10)).flat();
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.01);
  });

  it('spreads integers evenly over 37 roulette pockets (chi-square)', () => {
    const n = 37;
    const counts = new Array<number>(n).fill(0);
    for (let nonce = 0; nonce < 3700; nonce++) {
      for (const k of integers({ ...input, nonce }, 10, n)) counts[k] = (counts[k] ?? 0) + 1;
    }
    const expected = 37_000 / n;
    const chi = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    // 36 degrees of freedom: the 99.9th percentile is about 67.98.
    expect(chi).toBeLessThan(67.98);
  });

  it('refuses a negative or fractional nonce and an empty range', () => {
    expect(() => floats({ ...input, nonce: -1 }, 1)).toThrow();
    expect(() => floats({ ...input, nonce: 1.5 }, 1)).toThrow();
    expect(() => integers(input, 1, 0)).toThrow();
  });
});
