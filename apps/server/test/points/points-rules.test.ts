import { describe, expect, it } from 'vitest';
import { pointsFor } from '../../src/modules/points/points-rules.ts';

// Hundredths of a point, worked out by hand from product §9's values per unit.
describe('points rules (issue 16)', () => {
  it.each([
    ['10.00 on a live table at 0.70', 'LIVE', 1_000n, 700n],
    ['0.05 on a slot at 1.20', 'RNG', 5n, 6n],
    ['0.01 on a live table: under a hundredth, lost', 'LIVE', 1n, 0n],
    ['123.45 on sports at 1.00', 'SPORTS', 12_345n, 12_345n],
    ['123.45 on e-sports, as sports', 'ESPORTS', 12_345n, 12_345n],
    ['1.00 on fishing at 1.20', 'FISH', 100n, 120n],
    ['2.50 on PVP at 1.00', 'PVP', 250n, 250n],
    ['100.00 on the lottery: none', 'LOTT', 10_000n, 0n],
    ['100.00 on the e-lottery: none', 'ELOTT', 10_000n, 0n],
    ['nothing valid', 'RNG', -5n, 0n],
  ] as const)('earns %s', (_, category, validBet, points) => {
    expect(pointsFor(category, validBet)).toBe(points);
  });
});
