import { describe, expect, it } from 'vitest';
import type { TableLimits } from '../limits.ts';
import { checkLiveBets, settleLiveBets } from '../live/engine.ts';
import { TableBetError } from '../table-bet-error.ts';
import type { SedieBetType } from './bets.ts';
import { dealSedie } from './coins.ts';
import { sedieEngine } from './engine.ts';

const limits: TableLimits<SedieBetType> = {
  perBet: {
    even: { min: 100n, max: 100_000n },
    odd: { min: 100n, max: 100_000n },
    fourRed: { min: 10n, max: 5_000n },
    fourWhite: { min: 10n, max: 5_000n },
    threeOne: { min: 10n, max: 20_000n },
  },
  maxTotal: 150_000n,
};

function refusal(bets: { spot: string; stake: bigint }[], placed: typeof bets = []) {
  try {
    checkLiveBets(sedieEngine, bets, limits, placed);
  } catch (e) {
    if (e instanceof TableBetError) return e;
    throw e;
  }
  throw new Error('expected the bets to be refused');
}

describe('a xóc đĩa table', () => {
  it('reads bets into the engine spots and types', () => {
    expect(
      checkLiveBets(
        sedieEngine,
        [
          { spot: 'even', stake: 100n },
          { spot: 'threeWhiteOneRed', stake: 20_000n },
        ],
        limits,
      ),
    ).toEqual([
      { type: 'even', spot: 'even', stake: 100n },
      { type: 'threeOne', spot: 'threeWhite', stake: 20_000n },
    ]);
  });

  it('refuses an unknown spot as BET_INVALID, naming the bet', () => {
    const error = refusal([
      { spot: 'odd', stake: 100n },
      { spot: 'threeRed ', stake: 100n },
    ]);
    expect([error.code, error.betIndex]).toEqual(['BET_INVALID', 1]);
    expect(error.message).toMatch(/no such spot/);
  });

  it('holds each type to its limits, per spot and per round', () => {
    expect(refusal([{ spot: 'even', stake: 99n }]).code).toBe('BET_BELOW_MIN');
    expect(refusal([{ spot: 'fourRed', stake: 5_001n }]).code).toBe('BET_ABOVE_MAX');
    // Two names of one spot add up on it.
    const split = refusal([
      { spot: 'threeRed', stake: 15_000n },
      { spot: 'threeRedOneWhite', stake: 6_000n },
    ]);
    expect([split.code, split.limit]).toEqual(['BET_ABOVE_MAX', 20_000n]);
    // The other spot of the type has its own room.
    expect(() =>
      checkLiveBets(
        sedieEngine,
        [
          { spot: 'threeRed', stake: 20_000n },
          { spot: 'threeWhite', stake: 20_000n },
        ],
        limits,
      ),
    ).not.toThrow();
    const round = refusal([{ spot: 'odd', stake: 60_000n }], [{ spot: 'even', stake: 100_000n }]);
    expect(round.code).toBe('ROUND_ABOVE_MAX');
  });

  it('settles a round of bets on one outcome', () => {
    const oneRed = dealSedie([0.9, 0.1, 0.9, 0.9]);
    const results = settleLiveBets(
      sedieEngine,
      [
        { spot: 'odd', stake: 100n },
        { spot: 'even', stake: 100n },
        { spot: 'threeWhiteOneRed', stake: 50n },
      ],
      oneRed,
    );
    expect(results.map((r) => [r.spot, r.type, r.result, r.win])).toEqual([
      ['odd', 'odd', 'win', 196n],
      ['even', 'even', 'lose', 0n],
      ['threeWhite', 'threeOne', 'win', 190n],
    ]);
  });
});
