import { describe, expect, it } from 'vitest';
import { TableBetError } from '../table-bet-error.ts';
import {
  ROULETTE_PAYOUTS,
  type RouletteBet,
  type RouletteBetType,
  type RouletteLimits,
} from './bets.ts';
import { INSIDE_SPOTS } from './layout.ts';
import { checkRouletteBets, settleRoulette } from './settle.ts';

const TYPES = Object.keys(ROULETTE_PAYOUTS) as RouletteBetType[];
const range = (min: bigint, max: bigint) => ({ min, max });
const wide: RouletteLimits = {
  perBet: Object.fromEntries(
    TYPES.map((t) => [t, range(1n, 10n ** 12n)]),
  ) as RouletteLimits['perBet'],
  maxTotal: 10n ** 15n,
};

/** Every legal bet of the table with the given stake: every inside spot and every outside bet. */
function everyBet(stake: bigint): RouletteBet[] {
  const inside = (['straight', 'split', 'street', 'corner', 'sixLine'] as const).flatMap((type) =>
    [...INSIDE_SPOTS[type]].map((key) => ({ type, numbers: key.split('-').map(Number), stake })),
  );
  const thirds = [1, 2, 3] as const;
  return [
    ...inside,
    ...thirds.map((dozen) => ({ type: 'dozen' as const, dozen, stake })),
    ...thirds.map((column) => ({ type: 'column' as const, column, stake })),
    ...(['red', 'black', 'odd', 'even', 'low', 'high'] as const).map((type) => ({ type, stake })),
  ];
}

function refusal(bets: RouletteBet[], limits = wide): TableBetError {
  try {
    checkRouletteBets(bets, limits);
  } catch (e) {
    if (e instanceof TableBetError) return e;
    throw e;
  }
  throw new Error('expected the bets to be refused');
}

describe('settling a roulette round', () => {
  it('pays stake × (payout + 1) on the pocket and 0 elsewhere', () => {
    const bets: RouletteBet[] = [
      { type: 'straight', numbers: [17], stake: 100n },
      { type: 'split', numbers: [20, 17], stake: 100n },
      { type: 'street', numbers: [16, 17, 18], stake: 100n },
      { type: 'corner', numbers: [17, 18, 20, 21], stake: 100n },
      { type: 'sixLine', numbers: [13, 14, 15, 16, 17, 18], stake: 100n },
      { type: 'dozen', dozen: 2, stake: 100n },
      { type: 'column', column: 2, stake: 100n },
      { type: 'black', stake: 100n },
      { type: 'odd', stake: 100n },
      { type: 'low', stake: 100n },
      { type: 'red', stake: 100n },
      { type: 'straight', numbers: [18], stake: 100n },
    ];
    const s = settleRoulette(bets, 17, wide);
    expect(s.colour).toBe('black');
    expect(s.results.map((r) => r.win)).toEqual([
      3600n,
      1800n,
      1200n,
      900n,
      600n,
      300n,
      300n,
      200n,
      200n,
      200n,
      0n,
      0n,
    ]);
    expect(s.results[1]?.spot).toBe('split 17-20');
    expect(s.totalStake).toBe(1200n);
    expect(s.totalWin).toBe(9300n);
  });

  it('loses every outside bet on zero (no la partage) and pays the zero spots', () => {
    const outside = everyBet(100n).filter((b) => !('numbers' in b));
    expect(settleRoulette(outside, 0, wide).totalWin).toBe(0n);
    const zeroSpots: RouletteBet[] = [
      { type: 'straight', numbers: [0], stake: 10n },
      { type: 'split', numbers: [0, 3], stake: 10n },
      { type: 'street', numbers: [2, 0, 1], stake: 10n },
      { type: 'corner', numbers: [0, 1, 2, 3], stake: 10n },
    ];
    expect(settleRoulette(zeroSpots, 0, wide).results.map((r) => r.win)).toEqual([
      360n,
      180n,
      120n,
      90n,
    ]);
  });

  it('returns exactly 36/37 of the stake on average for every legal bet (house edge 1/37 ≈ 2.70%)', () => {
    // Over the 37 equally likely pockets, 37 × expected return = sum of the wins.
    const stake = 1_000_003n;
    const bets = everyBet(stake);
    expect(bets).toHaveLength(37 + 60 + 14 + 23 + 11 + 3 + 3 + 6);
    const returned = bets.map(() => 0n);
    for (let pocket = 0; pocket < 37; pocket++) {
      settleRoulette(bets, pocket, wide).results.forEach((r, i) => {
        returned[i] = (returned[i] as bigint) + r.win;
      });
    }
    for (const [i, sum] of returned.entries())
      expect([bets[i]?.type, sum]).toEqual([bets[i]?.type, 36n * stake]);
  });
});

describe('refusing bets', () => {
  it.each([
    [{ type: 'split', numbers: [17, 19], stake: 1n }, /split 17-19.*not a split/],
    [{ type: 'split', numbers: [3, 4], stake: 1n }, /split 3-4/],
    [{ type: 'split', numbers: [0, 4], stake: 1n }, /split 0-4/],
    [{ type: 'street', numbers: [2, 3, 4], stake: 1n }, /street 2-3-4/],
    [{ type: 'street', numbers: [0, 1, 3], stake: 1n }, /street 0-1-3/],
    [{ type: 'corner', numbers: [1, 3, 4, 6], stake: 1n }, /corner 1-3-4-6.*not a corner/],
    [{ type: 'corner', numbers: [3, 4, 6, 7], stake: 1n }, /corner 3-4-6-7/],
    [{ type: 'sixLine', numbers: [1, 2, 3, 7, 8, 9], stake: 1n }, /sixLine 1-2-3-7-8-9/],
    [{ type: 'split', numbers: [17, 17], stake: 1n }, /split 17-17/],
    [{ type: 'corner', numbers: [1, 2, 4], stake: 1n }, /corner 1-2-4.*exactly 4/],
    [{ type: 'straight', numbers: [37], stake: 1n }, /straight.*0 to 36/],
    [{ type: 'straight', numbers: [1.5], stake: 1n }, /straight.*0 to 36/],
    [{ type: 'dozen', dozen: 4, stake: 1n }, /dozen.*1, 2 or 3/],
    [{ type: 'column', column: 0, stake: 1n }, /column.*1, 2 or 3/],
    [{ type: 'basket', stake: 1n }, /basket.*unknown bet type/],
    [{ type: 'red', stake: 0n }, /red.*positive whole number/],
    [{ type: 'red', stake: -5n }, /red.*positive/],
    [{ type: 'red', stake: 5 }, /red.*positive whole number/],
  ])('refuses %o', (bet, message) => {
    const error = refusal([{ type: 'red', stake: 1n }, bet as RouletteBet]);
    expect(error.code).toBe('BET_INVALID');
    expect(error.betIndex).toBe(1);
    expect(error.message).toMatch(/^bet #1 /);
    expect(error.message).toMatch(message);
  });

  it('refuses a pocket that is not on the wheel', () => {
    expect(() => settleRoulette([{ type: 'red', stake: 1n }], 37, wide)).toThrow(RangeError);
  });
});

describe('table limits', () => {
  const limits: RouletteLimits = {
    perBet: { ...wide.perBet, straight: range(100n, 5_000n), red: range(500n, 50_000n) },
    maxTotal: 60_000n,
  };

  it('accepts bets within the limits', () => {
    expect(() =>
      checkRouletteBets(
        [
          { type: 'straight', numbers: [7], stake: 5_000n },
          { type: 'red', stake: 50_000n },
        ],
        limits,
      ),
    ).not.toThrow();
  });

  it('refuses a stake under the minimum or over the maximum, naming the spot', () => {
    const low = refusal([{ type: 'straight', numbers: [7], stake: 99n }], limits);
    expect([low.code, low.message]).toEqual([
      'BET_BELOW_MIN',
      'straight 7: 99 on the spot is below the table minimum of 100',
    ]);
    const high = refusal([{ type: 'red', stake: 50_001n }], limits);
    expect(high.code).toBe('BET_ABOVE_MAX');
    expect(high.message).toMatch(/^red: 50001 .* maximum of 50000/);
  });

  it('adds up chips on the same spot, whatever order the numbers are named in', () => {
    const bets: RouletteBet[] = [
      { type: 'split', numbers: [17, 20], stake: 3_000n },
      { type: 'split', numbers: [20, 17], stake: 3_000n },
    ];
    const splitMax = { ...limits, perBet: { ...limits.perBet, split: range(1n, 5_000n) } };
    expect(refusal(bets, splitMax).message).toMatch(/^split 17-20: 6000 on the spot is above/);
  });

  it('refuses a round over the total maximum, and an empty round', () => {
    const bets: RouletteBet[] = [
      { type: 'red', stake: 40_000n },
      { type: 'black', stake: 20_001n },
    ];
    expect(refusal(bets, limits).code).toBe('ROUND_ABOVE_MAX');
    expect(refusal([], limits).code).toBe('ROUND_EMPTY');
    expect(() => settleRoulette(bets, 1, limits)).toThrow(
      /60001, above the table maximum of 60000/,
    );
  });
});
