import type { SportCode } from '../types.ts';
import { DEMO_DURATION_MS, type DemoFixture } from './fixtures.ts';

/**
 * Test support only: a fixture between two made-up sides of chosen strengths, starting at
 * `startMs` with the sport's default duration, decided by `seed`.
 */
export function fixtureOf(
  sport: SportCode,
  homeStrength: number,
  awayStrength: number,
  seed: string,
  startMs = 1_000_000,
): DemoFixture {
  return {
    id: `test-${startMs}`,
    sport,
    leagueId: 'test',
    home: { id: 'test-t1', name: 'Home Side', strength: homeStrength },
    away: { id: 'test-t2', name: 'Away Side', strength: awayStrength },
    startMs,
    durationMs: DEMO_DURATION_MS[sport],
    seed,
  };
}

/** Many fixtures of one pairing, each with its own seed. */
export function manyFixtures(
  sport: SportCode,
  homeStrength: number,
  awayStrength: number,
  count: number,
): DemoFixture[] {
  return Array.from({ length: count }, (_, i) =>
    fixtureOf(
      sport,
      homeStrength,
      awayStrength,
      `sim-${sport}-${homeStrength}-${awayStrength}-${i}`,
    ),
  );
}
