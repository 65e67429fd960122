import { describe, expect, it } from 'vitest';
import { hashUnit, poisson, seededRng, shuffled } from './rng.ts';

const draw = (seed: string, n: number) => {
  const rng = seededRng(seed);
  return Array.from({ length: n }, () => rng());
};

describe('the seeded generator', () => {
  it('gives the same stream for the same seed and another for another seed', () => {
    expect(draw('alpha', 50)).toEqual(draw('alpha', 50));
    expect(draw('alpha', 50)).not.toEqual(draw('alpha ', 50));
  });

  it('is uniform on [0, 1): right mean, right spread over ten bins', () => {
    const xs = draw('uniform', 50_000);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    expect(xs.reduce((s, x) => s + x, 0) / xs.length).toBeCloseTo(0.5, 2);
    const bins = new Array(10).fill(0);
    for (const x of xs) bins[Math.floor(x * 10)]++;
    for (const b of bins) expect(Math.abs(b - 5_000)).toBeLessThan(300);
  });

  it('hashes a text to one stable uniform', () => {
    expect(hashUnit('team')).toBe(hashUnit('team'));
    expect(hashUnit('team')).not.toBe(hashUnit('team2'));
    expect(hashUnit('team')).toBeGreaterThanOrEqual(0);
    expect(hashUnit('team')).toBeLessThan(1);
  });

  it('draws Poisson counts with the asked mean and variance', () => {
    const rng = seededRng('poisson');
    const ks = Array.from({ length: 20_000 }, () => poisson(rng, 2.3));
    const mean = ks.reduce((s, k) => s + k, 0) / ks.length;
    const variance = ks.reduce((s, k) => s + (k - mean) ** 2, 0) / ks.length;
    expect(mean).toBeCloseTo(2.3, 1);
    expect(variance).toBeCloseTo(2.3, 0);
    expect(poisson(rng, 0)).toBe(0);
    expect(() => poisson(rng, -1)).toThrow(RangeError);
  });

  it('shuffles a copy into a permutation, the same for the same seed', () => {
    const items = Array.from({ length: 16 }, (_, i) => i);
    const a = shuffled(items, seededRng('s'));
    expect(a).toEqual(shuffled(items, seededRng('s')));
    expect([...a].sort((x, y) => x - y)).toEqual(items);
    expect(a).not.toEqual(items);
    expect(items[0]).toBe(0);
  });
});
