import { describe, expect, it } from 'vitest';
import type { TableLimits } from '../limits.ts';
import { checkLiveBets, type LiveBet } from '../live/engine.ts';
import { TableBetError } from '../table-bet-error.ts';
import { type FishPrawnCrabBetType, fishPrawnCrabEngine } from './engine.ts';

const limits: TableLimits<FishPrawnCrabBetType> = {
  perBet: {
    single: { min: 10n, max: 5_000n },
    pair: { min: 10n, max: 1_000n },
    triple: { min: 10n, max: 100n },
    anyTriple: { min: 10n, max: 500n },
  },
  maxTotal: 8_000n,
};

function refusal(bets: LiveBet[], placed: LiveBet[] = []) {
  try {
    checkLiveBets(fishPrawnCrabEngine, bets, limits, placed);
  } catch (err) {
    if (err instanceof TableBetError) return [err.code, err.betIndex, err.limit];
    throw err;
  }
  return 'accepted';
}

describe('fish-prawn-crab bets against the table limits', () => {
  it('answers accepted bets written the board way, with their types', () => {
    expect(
      checkLiveBets(fishPrawnCrabEngine, [{ spot: 'pair:deer-prawn', stake: 50n }], limits),
    ).toEqual([{ type: 'pair', spot: 'pair:prawn-deer', stake: 50n }]);
  });

  it('refuses a spot not on the board as BET_INVALID', () => {
    const ok = { spot: 'single:fish', stake: 10n };
    expect(refusal([ok, { spot: 'single:tiger', stake: 10n }])).toEqual([
      'BET_INVALID',
      1,
      undefined,
    ]);
    expect(refusal([{ spot: 'pair:crab-crab', stake: 10n }])).toEqual([
      'BET_INVALID',
      0,
      undefined,
    ]);
    expect(refusal([{ spot: 'single:fish', stake: -5n }])).toEqual(['BET_INVALID', 0, undefined]);
  });

  it('holds the limits per spot, whatever the spelling, and per round', () => {
    expect(refusal([{ spot: 'anyTriple', stake: 5n }])).toEqual(['BET_BELOW_MIN', 0, 10n]);
    expect(
      refusal([
        { spot: 'pair:fish-crab', stake: 600n },
        { spot: 'pair:crab-fish', stake: 500n },
      ]),
    ).toEqual(['BET_ABOVE_MAX', 0, 1_000n]);
    expect(
      refusal([{ spot: 'triple:gourd', stake: 20n }], [{ spot: 'triple:gourd', stake: 90n }]),
    ).toEqual(['BET_ABOVE_MAX', 0, 100n]);
    expect(
      refusal([
        { spot: 'single:fish', stake: 5_000n },
        { spot: 'single:crab', stake: 3_001n },
      ]),
    ).toEqual(['ROUND_ABOVE_MAX', undefined, 8_000n]);
  });
});
