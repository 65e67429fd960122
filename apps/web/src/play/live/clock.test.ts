// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readRound } from './clock.ts';
import { bettingRound, dealtRound, decidedRound, decidingRound } from './test-fixtures.ts';

/** A fixed moment: readings are pure functions of the round, the offset and `now`. */
const NOW = Date.parse('2026-11-27T10:00:00Z');

describe('readRound', () => {
  it('counts the seconds to bet, then to decide, then says the decisions closed', () => {
    expect(readRound(bettingRound('three-card-poker', 8, NOW, 12_000), 0, NOW)).toEqual({
      phase: 'BETTING',
      seconds: 12,
    });
    const deciding = decidingRound('three-card-poker', 8, NOW, 9_500, { player: [] });
    expect(readRound(deciding, 0, NOW)).toEqual({ phase: 'DECIDING', seconds: 10 });
    expect(readRound(deciding, 0, NOW + 9_000)).toEqual({ phase: 'DECIDING', seconds: 1 });
    expect(readRound(deciding, 0, NOW + 9_500)).toEqual({ phase: 'DECIDED' });
    // On the server's clock: a device 2 s behind the server counts 2 s less.
    expect(readRound(deciding, 2_000, NOW)).toEqual({ phase: 'DECIDING', seconds: 8 });
  });

  it('holds a decision table’s result from when its decisions closed, not its deal', () => {
    const dealt = decidedRound('three-card-poker', 8, NOW, { player: [] });
    expect(readRound(dealt, 0, NOW + 2_900)).toEqual({ phase: 'RESULT' });
    expect(readRound(dealt, 0, NOW + 3_000)).toEqual({ phase: 'NEXT', seconds: 3 });
    // A table without decisions holds it from its deal, as before.
    const sicbo = dealtRound('sicbo', 8, NOW, { dice: [1, 2, 3], total: 6, triple: false });
    expect(readRound(sicbo, 0, NOW + 3_000)).toEqual({ phase: 'NEXT', seconds: 3 });
  });
});
