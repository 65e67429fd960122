import { describe, expect, it } from 'vitest';
import type { TableLimits } from '../limits.ts';
import { checkLiveBets, settleLiveBets } from '../live/engine.ts';
import { TableBetError } from '../table-bet-error.ts';
import type { FanTanBetType } from './bets.ts';
import { fantanEngine } from './engine.ts';

const limits: TableLimits<FanTanBetType> = {
  perBet: {
    fan: { min: 10n, max: 10_000n },
    nim: { min: 10n, max: 15_000n },
    kwok: { min: 20n, max: 20_000n },
    oddEven: { min: 50n, max: 50_000n },
  },
  maxTotal: 80_000n,
};

function refusal(bets: { spot: string; stake: bigint }[], placed: typeof bets = []) {
  try {
    checkLiveBets(fantanEngine, bets, limits, placed);
  } catch (e) {
    if (e instanceof TableBetError) return e;
    throw e;
  }
  throw new Error('expected the bets to be refused');
}

describe('a fan tan table', () => {
  it('reads bets into the engine spots and types', () => {
    expect(
      checkLiveBets(
        fantanEngine,
        [
          { spot: 'kwok:1-4', stake: 20n },
          { spot: 'nim:3-2', stake: 10n },
          { spot: 'even', stake: 50n },
        ],
        limits,
      ),
    ).toEqual([
      { type: 'kwok', spot: 'kwok:4-1', stake: 20n },
      { type: 'nim', spot: 'nim:3-2', stake: 10n },
      { type: 'oddEven', spot: 'even', stake: 50n },
    ]);
  });

  it('refuses an unknown spot as BET_INVALID, naming the bet', () => {
    for (const spot of ['fan:5', 'kwok:1-3', 'nim:2-2']) {
      const error = refusal([
        { spot: 'fan:1', stake: 10n },
        { spot, stake: 10n },
      ]);
      expect([spot, error.code, error.betIndex]).toEqual([spot, 'BET_INVALID', 1]);
    }
  });

  it('holds each type to its limits, per spot and per round', () => {
    expect(refusal([{ spot: 'kwok:2-3', stake: 19n }]).code).toBe('BET_BELOW_MIN');
    expect(refusal([{ spot: 'fan:2', stake: 10_001n }]).code).toBe('BET_ABOVE_MAX');
    // Both writings of one kwok are one spot: the chips add up.
    const kwok = refusal([
      { spot: 'kwok:4-1', stake: 15_000n },
      { spot: 'kwok:1-4', stake: 5_001n },
    ]);
    expect([kwok.code, kwok.limit]).toEqual(['BET_ABOVE_MAX', 20_000n]);
    // nim:1-2 and nim:2-1 are different spots, each with its own room.
    expect(() =>
      checkLiveBets(
        fantanEngine,
        [
          { spot: 'nim:1-2', stake: 15_000n },
          { spot: 'nim:2-1', stake: 15_000n },
        ],
        limits,
      ),
    ).not.toThrow();
    const round = refusal([{ spot: 'odd', stake: 40_000n }], [{ spot: 'even', stake: 40_001n }]);
    expect(round.code).toBe('ROUND_ABOVE_MAX');
  });

  it('settles a round of bets on one outcome, with a push', () => {
    const results = settleLiveBets(
      fantanEngine,
      [
        { spot: 'fan:3', stake: 100n },
        { spot: 'nim:1-3', stake: 100n },
        { spot: 'kwok:4-3', stake: 100n },
        { spot: 'even', stake: 100n },
      ],
      { beads: 55, result: 3 },
    );
    expect(results.map((r) => [r.spot, r.result, r.win])).toEqual([
      ['fan:3', 'win', 385n],
      ['nim:1-3', 'push', 100n],
      ['kwok:3-4', 'win', 195n],
      ['even', 'lose', 0n],
    ]);
  });
});
