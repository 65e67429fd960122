// @vitest-environment node
import { FISH_SPECIES } from '@gamehall/games';
import { describe, expect, it } from 'vitest';
import { kindOf } from '../engines.ts';
import { seededRandom } from './fish-kinds.ts';
import { DYING_SECONDS, MAX_BULLETS, Sea } from './sea.ts';

const newSea = (seed = 1) => {
  const sea = new Sea(FISH_SPECIES, seededRandom(seed));
  sea.resize({ width: 640, height: 400 });
  sea.populate();
  return sea;
};

/** Steps the sea at 60 frames a second until it reports hits (or a second passes). */
function stepUntilHit(sea: Sea) {
  for (let i = 0; i < 60; i++) {
    const hits = sea.step(1 / 60);
    if (hits.length > 0) return hits;
  }
  return [];
}

describe('the sea', () => {
  it('is the fish engine’s page', () => {
    expect(kindOf('fish')).toBe('fish');
  });

  it('starts full of fish, with bubbles, and keeps its population as fish swim off', () => {
    const sea = newSea();
    expect(sea.alive().length).toBeGreaterThanOrEqual(sea.population);
    expect(sea.bubbles.length).toBeGreaterThan(0);
    for (let i = 0; i < 60 * 60; i++) sea.step(1 / 60);
    expect(sea.alive().length).toBeGreaterThanOrEqual(sea.population - 2);
    expect(sea.alive().length).toBeLessThanOrEqual(sea.population + 4);
  });

  it('turns a bullet that reaches a fish into one shot at its species, at the bet fired', () => {
    const sea = newSea(2);
    const target = sea.nearest();
    if (!target) throw new Error('no fish');
    expect(sea.fire(sea.aimAt(target), 0.5)).toBe(true);
    const hits = stepUntilHit(sea);
    expect(hits).toHaveLength(1);
    const [hit] = hits;
    const fish = sea.find(hit?.fish ?? -1);
    expect(hit?.bet).toBe(0.5);
    expect(hit?.species).toBe(fish?.species);
    expect(fish?.pending).toBe(1);
    expect(sea.bullets).toHaveLength(0);
  });

  it('lets a bullet into open water go without a shot', () => {
    const sea = new Sea(FISH_SPECIES, seededRandom(3));
    sea.resize({ width: 640, height: 400 });
    sea.fire({ x: 320, y: 0 }, 0.1);
    for (let i = 0; i < 60; i++) expect(sea.step(1 / 60).length).toBe(0);
    expect(sea.bullets).toHaveLength(0);
  });

  it('bursts a killed fish into coins with its win, and keeps a missed one swimming', () => {
    const sea = newSea(4);
    const [a, b] = sea.alive();
    if (!a || !b) throw new Error('no fish');
    a.pending = 1;
    b.pending = 1;
    sea.resolve(a.id, true, '+1.00');
    sea.resolve(b.id, false, '');
    expect(a.diedAt).not.toBeNull();
    expect(a.pending).toBe(0);
    expect(b.diedAt).toBeNull();
    expect(b.pending).toBe(0);
    expect(sea.effects.map((e) => e.kind).sort()).toEqual(['coins', 'text']);
    expect(sea.effects.find((e) => e.kind === 'text')).toMatchObject({ text: '+1.00' });
    sea.step(DYING_SECONDS + 0.1);
    expect(sea.find(a.id)).toBeUndefined();
  });

  it('caps the bullets in the water and drops them all after a refusal', () => {
    const sea = newSea(5);
    let fired = 0;
    for (let i = 0; i < MAX_BULLETS + 5; i++) if (sea.fire({ x: 320, y: 0 }, 0.1)) fired++;
    expect(fired).toBe(MAX_BULLETS);
    sea.dropBullets();
    expect(sea.bullets).toHaveLength(0);
  });
});
