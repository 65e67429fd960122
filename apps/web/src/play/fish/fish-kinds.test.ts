// @vitest-environment node
import { FISH_SPECIES } from '@gamehall/games';
import { describe, expect, it } from 'vitest';
import { fishLength, maxOnScreen, pickSpecies, seededRandom, spawnWeight } from './fish-kinds.ts';

describe('species', () => {
  it('draws a fish bigger the more it pays', () => {
    const lengths = FISH_SPECIES.map((s) => fishLength(s.multiplier));
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    expect(new Set(lengths).size).toBe(lengths.length);
    expect(fishLength(2)).toBeGreaterThan(35);
    expect(fishLength(100)).toBeLessThan(260);
  });

  it('picks species by weight: small fish often, the dragon rarely', () => {
    const weights = FISH_SPECIES.map((s) => spawnWeight(s.multiplier));
    const total = weights.reduce((a, b) => a + b, 0);
    expect(pickSpecies(FISH_SPECIES, 0)?.id).toBe('clownfish');
    expect(pickSpecies(FISH_SPECIES, 0.999)?.id).toBe('dragon');
    // The first clownfish weight's share of [0, 1) is the clownfish.
    expect(pickSpecies(FISH_SPECIES, (weights[0] ?? 0) / total - 1e-9)?.id).toBe('clownfish');
    expect(pickSpecies(FISH_SPECIES, (weights[0] ?? 0) / total + 1e-9)?.id).toBe('pufferfish');

    const random = seededRandom(42);
    const seen = new Map<string, number>();
    for (let i = 0; i < 20_000; i++) {
      const id = pickSpecies(FISH_SPECIES, random())?.id ?? '';
      seen.set(id, (seen.get(id) ?? 0) + 1);
    }
    expect(seen.get('clownfish') ?? 0).toBeGreaterThan(seen.get('shark') ?? 0);
    expect(seen.get('shark') ?? 0).toBeGreaterThan(seen.get('dragon') ?? 0);
    expect(seen.get('dragon') ?? 0).toBeGreaterThan(0);
  });

  it('skips a species whose cap on screen is reached', () => {
    expect(maxOnScreen(100)).toBe(1);
    const oneDragon = (id: string) => (id === 'dragon' ? 1 : 0);
    expect(pickSpecies(FISH_SPECIES, 0.999, oneDragon)?.id).toBe('whale');
    expect(pickSpecies(FISH_SPECIES, 0.5, () => 99)).toBeNull();
  });
});
