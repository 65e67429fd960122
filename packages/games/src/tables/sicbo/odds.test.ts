import { describe, expect, it } from 'vitest';
import { edgeByEnumeration, percent2 } from '../dice/every-roll.ts';
import { sicboEngine } from './engine.ts';

/** What each spot loses of 216 units staked, one on each equally likely roll (worked by hand). */
function expectedLoss(spot: string): bigint {
  const [name, n] = spot.split(':');
  switch (name) {
    case 'small':
    case 'big':
    case 'odd':
    case 'even':
      return 6n; // wins 105: 216 − 2 × 105
    case 'total': {
      // ways × (x + 1) back: 4 → 3 × 61, 5 → 6 × 31, 6 → 10 × 18, 7 → 15 × 13, 8 → 21 × 9,
      // 9 → 25 × 7, 10 → 27 × 7; 11–17 mirror them.
      const t = Math.min(Number(n), 21 - Number(n));
      return ({ 4: 33n, 5: 30n, 6: 36n, 7: 21n, 8: 27n, 9: 41n, 10: 27n } as const)[
        t as 4 | 5 | 6 | 7 | 8 | 9 | 10
      ];
    }
    case 'double':
      return 40n; // 16 rolls × 11 back
    case 'triple':
      return 35n; // 1 roll × 181 back
    case 'anyTriple':
      return 30n; // 6 × 31
    case 'combo':
      return 36n; // 30 rolls (216 − 2 × 125 + 64) × 6
    case 'single':
      return 17n; // 75 × 2 + 15 × 3 + 1 × 4 = 199
    default:
      throw new Error(spot);
  }
}

/**
 * The Wizard of Odds' sic bo page (wizardofodds.com/games/sic-bo/, Macau pays): small and
 * big 2.78%; totals 4/17 at 60:1 15.28%, 5/16 at 30:1 13.89%, 6/15 at 17:1 16.67%,
 * 7/14 at 12:1 9.72%, 8/13 at 8:1 12.50%, 9/12 at 6:1 18.98%, 10/11 at 6:1 12.50%;
 * double at 10:1 18.52%; triple at 180:1 16.20%; any triple at 30:1 13.89%; two-dice
 * combination at 5:1 16.67%; single number 1/2/3:1 7.87% (17/216, its appendix).
 * Odd and even lose on the same three triples as small and big: 2.78% too.
 */
const PUBLISHED: Record<string, number> = {
  small: 2.78,
  big: 2.78,
  odd: 2.78,
  even: 2.78,
  'total:4': 15.28,
  'total:5': 13.89,
  'total:6': 16.67,
  'total:7': 9.72,
  'total:8': 12.5,
  'total:9': 18.98,
  'total:10': 12.5,
  'total:11': 12.5,
  'total:12': 18.98,
  'total:13': 12.5,
  'total:14': 9.72,
  'total:15': 16.67,
  'total:16': 13.89,
  'total:17': 15.28,
  double: 18.52,
  triple: 16.2,
  anyTriple: 13.89,
  combo: 16.67,
  single: 7.87,
};

describe('sic bo odds, over all 216 rolls', () => {
  const edges = sicboEngine.spots.map((spot) => ({
    spot,
    type: sicboEngine.readType(spot)?.type as string,
    edge: edgeByEnumeration(sicboEngine, spot),
  }));

  it('lose exactly the worked amount on every spot', () => {
    for (const { spot, edge } of edges) {
      expect([spot, edge]).toEqual([spot, { lost: expectedLoss(spot), staked: 216n }]);
    }
  });

  it('match the published house edges', () => {
    for (const { spot, type, edge } of edges) {
      const published = PUBLISHED[spot] ?? PUBLISHED[type];
      expect([spot, percent2(edge)]).toEqual([spot, published]);
    }
  });

  it("give each bet type's paytable the highest edge of its spots", () => {
    for (const type of sicboEngine.betTypes) {
      const highest = Math.max(
        ...edges.filter((e) => e.type === type).map((e) => percent2(e.edge)),
      );
      expect([type, sicboEngine.paytable[type].houseEdge]).toEqual([type, highest]);
    }
    // The totals' figure is the worst of them, 9 and 12 at 6:1.
    expect(sicboEngine.paytable.total).toEqual({ pays: '6:1–60:1', houseEdge: 18.98 });
  });
});
