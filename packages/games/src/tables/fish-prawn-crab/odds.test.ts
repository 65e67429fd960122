import { describe, expect, it } from 'vitest';
import { edgeByEnumeration, percent2 } from '../dice/every-roll.ts';
import { fishPrawnCrabEngine } from './engine.ts';

/**
 * What each spot loses of 216 units staked, one on each equally likely roll: single
 * 216 − (75 × 2 + 15 × 3 + 1 × 4) = 17; pair 216 − 30 × 6 = 36 (30 rolls show both);
 * triple 216 − 181 = 35; any triple 216 − 6 × 31 = 30.
 */
const LOST = { single: 17n, pair: 36n, triple: 35n, anyTriple: 30n };

/**
 * Published figures for the same bets (the dice and pays are sic bo's): the Wizard of
 * Odds' chuck-a-luck page, single number 1/2/3:1 7.87%; its sic bo page (Macau pays),
 * two-dice combination 5:1 16.67%, specific triple 180:1 16.20%, any triple 30:1 13.89%.
 */
const PUBLISHED = { single: 7.87, pair: 16.67, triple: 16.2, anyTriple: 13.89 };

describe('fish-prawn-crab odds, over all 216 rolls', () => {
  const edges = fishPrawnCrabEngine.spots.map((spot) => {
    const type = fishPrawnCrabEngine.readType(spot)?.type as keyof typeof LOST;
    return { spot, type, edge: edgeByEnumeration(fishPrawnCrabEngine, spot) };
  });

  it('lose exactly the worked amount on every spot, matching the published edges', () => {
    for (const { spot, type, edge } of edges) {
      expect([spot, edge]).toEqual([spot, { lost: LOST[type], staked: 216n }]);
      expect([spot, percent2(edge)]).toEqual([spot, PUBLISHED[type]]);
    }
  });

  it("give each bet type's paytable the highest edge of its spots", () => {
    for (const type of fishPrawnCrabEngine.betTypes) {
      const highest = Math.max(
        ...edges.filter((e) => e.type === type).map((e) => percent2(e.edge)),
      );
      expect([type, fishPrawnCrabEngine.paytable[type].houseEdge]).toEqual([type, highest]);
    }
  });
});
