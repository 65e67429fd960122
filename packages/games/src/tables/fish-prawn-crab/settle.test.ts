import { describe, expect, it } from 'vitest';
import { settleLiveBets } from '../live/engine.ts';
import type { FishPrawnCrabOutcome } from './engine.ts';
import { fishPrawnCrabEngine } from './engine.ts';

const { settle } = fishPrawnCrabEngine;
const roll = (...dice: FishPrawnCrabOutcome['dice']): FishPrawnCrabOutcome => ({ dice });

// Every payout is a whole "x:1": a return is stake × (x + 1) or 0, never rounded, no push.
describe('settling fish-prawn-crab', () => {
  it('pays a single 1:1, 2:1 or 3:1 for one, two or three matching dice', () => {
    expect([
      settle('single:crab', 5n, roll('fish', 'crab', 'deer')),
      settle('single:crab', 5n, roll('crab', 'deer', 'crab')),
      settle('single:crab', 5n, roll('crab', 'crab', 'crab')),
      settle('single:crab', 5n, roll('fish', 'prawn', 'deer')),
    ]).toEqual([10n, 15n, 20n, 0n]);
  });

  it('pays a pair 5:1 once when both symbols show', () => {
    const outcome = roll('gourd', 'fish', 'gourd');
    expect([
      settle('pair:fish-gourd', 7n, outcome),
      settle('pair:gourd-fish', 7n, outcome), // the same spot
      settle('pair:fish-prawn', 7n, outcome),
      settle('pair:gourd-deer', 7n, outcome),
    ]).toEqual([42n, 42n, 0n, 0n]);
  });

  it('pays a specific triple 180:1 and any triple 30:1', () => {
    const deer = roll('deer', 'deer', 'deer');
    expect([
      settle('triple:deer', 3n, deer),
      settle('triple:fish', 3n, deer),
      settle('anyTriple', 3n, deer),
      settle('single:deer', 3n, deer),
      settle('pair:gourd-deer', 3n, deer),
    ]).toEqual([543n, 0n, 93n, 12n, 0n]);
    const nearly = roll('deer', 'deer', 'gourd');
    expect([settle('triple:deer', 3n, nearly), settle('anyTriple', 3n, nearly)]).toEqual([0n, 0n]);
  });

  it('settles a round of bets with the results a page shows, and refuses unknown spots', () => {
    const results = settleLiveBets(
      fishPrawnCrabEngine,
      [
        { spot: 'pair:crab-fish', stake: 10n },
        { spot: 'single:prawn', stake: 10n },
      ],
      roll('fish', 'crab', 'crab'),
    );
    expect(results.map((r) => [r.spot, r.type, r.win, r.result])).toEqual([
      ['pair:fish-crab', 'pair', 60n, 'win'],
      ['single:prawn', 'single', 0n, 'lose'],
    ]);
    expect(() => settle('single:tiger', 10n, roll('fish', 'crab', 'crab'))).toThrow(RangeError);
  });
});
