import { describe, expect, it } from 'vitest';
import type { TableLimits } from '../limits.ts';
import { checkLiveBets, type LiveBet } from '../live/engine.ts';
import { TableBetError } from '../table-bet-error.ts';
import { type SicboBetType, sicboEngine } from './engine.ts';

const wide = { min: 10n, max: 10_000n };
const limits: TableLimits<SicboBetType> = {
  perBet: {
    small: wide,
    big: wide,
    odd: wide,
    even: wide,
    total: { min: 10n, max: 500n },
    double: { min: 10n, max: 500n },
    triple: { min: 10n, max: 100n },
    anyTriple: { min: 10n, max: 500n },
    combo: { min: 10n, max: 1_000n },
    single: wide,
  },
  maxTotal: 20_000n,
};

/** The TableBetError a check throws, as code, bet index and limit. */
function refusal(bets: LiveBet[], placed: LiveBet[] = []) {
  try {
    checkLiveBets(sicboEngine, bets, limits, placed);
  } catch (err) {
    if (err instanceof TableBetError) return [err.code, err.betIndex, err.limit];
    throw err;
  }
  return 'accepted';
}

describe('sic bo bets against the table limits', () => {
  it('answers accepted bets written the board way, with their types', () => {
    expect(
      checkLiveBets(
        sicboEngine,
        [
          { spot: 'combo:4-2', stake: 100n },
          { spot: 'total:9', stake: 500n },
        ],
        limits,
      ),
    ).toEqual([
      { type: 'combo', spot: 'combo:2-4', stake: 100n },
      { type: 'total', spot: 'total:9', stake: 500n },
    ]);
  });

  it('refuses a spot not on the board or a malformed stake as BET_INVALID', () => {
    const big = { spot: 'big', stake: 100n };
    expect(refusal([big, { spot: 'total:3', stake: 100n }])).toEqual(['BET_INVALID', 1, undefined]);
    expect(refusal([{ spot: 'combo:1-1', stake: 100n }])).toEqual(['BET_INVALID', 0, undefined]);
    expect(refusal([{ spot: 'big', stake: 0n }])).toEqual(['BET_INVALID', 0, undefined]);
    expect(refusal([{ spot: 'big', stake: 10 as unknown as bigint }])).toEqual([
      'BET_INVALID',
      0,
      undefined,
    ]);
  });

  it('holds the limits of each bet type per spot, whatever the spelling, and per round', () => {
    expect(refusal([{ spot: 'triple:6', stake: 9n }])).toEqual(['BET_BELOW_MIN', 0, 10n]);
    expect(refusal([{ spot: 'triple:6', stake: 101n }])).toEqual(['BET_ABOVE_MAX', 0, 100n]);
    // combo:1-2 and combo:2-1 are one spot: 600 + 600 is above its 1,000.
    expect(
      refusal([
        { spot: 'combo:1-2', stake: 600n },
        { spot: 'combo:2-1', stake: 600n },
      ]),
    ).toEqual(['BET_ABOVE_MAX', 0, 1_000n]);
    // Bets placed earlier in the round count: 450 already on total:10.
    expect(
      refusal([{ spot: 'total:10', stake: 100n }], [{ spot: 'total:10', stake: 450n }]),
    ).toEqual(['BET_ABOVE_MAX', 0, 500n]);
    expect(
      refusal([
        { spot: 'small', stake: 10_000n },
        { spot: 'odd', stake: 10_000n },
        { spot: 'single:1', stake: 10n },
      ]),
    ).toEqual(['ROUND_ABOVE_MAX', undefined, 20_000n]);
    expect(refusal([])).toEqual(['ROUND_EMPTY', undefined, undefined]);
  });
});
