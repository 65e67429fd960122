import { describe, expect, it } from 'vitest';
import { dealSedie, type SedieOutcome } from './coins.ts';
import { sedieEngine } from './engine.ts';

/** The 16 equally likely coin patterns, from uniforms well inside each half. */
function everyPattern(): SedieOutcome[] {
  return Array.from({ length: 16 }, (_, bits) =>
    dealSedie([0, 1, 2, 3].map((i) => ((bits >> i) & 1 ? 0.75 : 0.25))),
  );
}

/**
 * The house edge of a spot in hundredths of a percent, exactly: 16 × stake staked over the
 * patterns against the sum returned. The stake (a multiple of 100) keeps rounding out.
 */
function edgeBasisPoints(spot: string): bigint {
  const stake = 1_000n;
  const patterns = everyPattern();
  const staked = stake * BigInt(patterns.length);
  const returned = patterns.reduce((sum, o) => sum + sedieEngine.settle(spot, stake, o), 0n);
  const scaled = (staked - returned) * 10_000n;
  expect(scaled % staked).toBe(0n); // the edge is a whole number of basis points
  return scaled / staked;
}

describe('xóc đĩa odds', () => {
  it('deals reds 0–4 with weights 1, 4, 6, 4, 1 over the 16 patterns', () => {
    const counts = [0, 0, 0, 0, 0];
    for (const o of everyPattern()) counts[o.reds] = (counts[o.reds] as number) + 1;
    expect(counts).toEqual([1, 4, 6, 4, 1]);
  });

  it('gives every spot its exact house edge, and each type the highest of its spots', () => {
    // No Wizard of Odds page covers xóc đĩa; the figures are the binomial arithmetic:
    // even/odd 1 − 8/16 × 1.96 = 2%, four of a colour 1 − 15/16 = 6.25%, three and one
    // 1 − 4/16 × 3.8 = 5% (at the 3:1 some sites print it would be 1 − 4/16 × 4 = 0%).
    const expected: Record<string, bigint> = {
      even: 200n,
      odd: 200n,
      fourRed: 625n,
      fourWhite: 625n,
      threeRed: 500n,
      threeWhite: 500n,
    };
    const highest = new Map<string, bigint>();
    for (const spot of sedieEngine.spots) {
      const edge = edgeBasisPoints(spot);
      expect([spot, edge]).toEqual([spot, expected[spot]]);
      const type = sedieEngine.readType(spot)?.type as string;
      const before = highest.get(type);
      if (before === undefined || edge > before) highest.set(type, edge);
    }
    for (const type of sedieEngine.betTypes) {
      expect([type, Math.round(sedieEngine.paytable[type].houseEdge * 100)]).toEqual([
        type,
        Number(highest.get(type)),
      ]);
    }
  });
});
