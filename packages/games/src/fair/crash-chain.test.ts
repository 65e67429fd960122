import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { crashPoint, onChain, previousHash } from './crash-chain.ts';

const salt = '0000000000000000000fa3b65e43e4240d71762a5bf397d5304b2596d116859c';

/** A chain of `length` hashes from a secret end, in play order (first round first). */
function chain(secret: string, length: number): string[] {
  const hashes = [createHash('sha256').update(secret).digest('hex')];
  while (hashes.length < length) {
    hashes.push(
      createHash('sha256')
        .update(Buffer.from(hashes.at(-1) as string, 'hex'))
        .digest('hex'),
    );
  }
  return hashes.reverse();
}

/** bustabit's published formula, written independently on node:crypto. */
function reference(gameHash: string) {
  const mac = createHmac('sha256', salt).update(Buffer.from(gameHash, 'hex')).digest('hex');
  const x = 99 / (1 - Number.parseInt(mac.slice(0, 13), 16) / 2 ** 52);
  return Math.max(1, Math.floor(x) / 100);
}

describe('crash rounds from a hash chain', () => {
  const rounds = chain('operator secret', 20_000);

  it('each round hash leads back to the one played before it, up to the published end', () => {
    expect(previousHash(rounds[5] as string)).toBe(rounds[4]);
    const published = rounds[0] as string;
    expect(onChain(rounds[100] as string, published, 100)).toBe(true);
    expect(onChain(rounds[100] as string, published, 99)).toBe(false);
    expect(onChain('f'.repeat(64), published, 1000)).toBe(false);
  });

  it('matches the published formula for every round', () => {
    for (const h of rounds.slice(0, 500)) expect(crashPoint(h, salt)).toBe(reference(h));
  });

  it('reaches x with probability 0.99/x (a 1% edge), so about 1.98% of rounds end at 1.00', () => {
    const points = rounds.map((h) => crashPoint(h, salt));
    const share = (pred: (p: number) => boolean) => points.filter(pred).length / points.length;
    expect(Math.abs(share((p) => p === 1) - (1 - 0.99 / 1.01))).toBeLessThan(0.005);
    for (const x of [1.5, 2, 5, 10]) {
      expect(Math.abs(share((p) => p >= x) - 0.99 / x)).toBeLessThan(0.015);
    }
    expect(points.every((p) => p === Number(p.toFixed(2)))).toBe(true);
  });
});
