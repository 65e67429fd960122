import { describe, expect, it } from 'vitest';
import { rankFor, rankUpBonuses, vipProgress } from '../../src/modules/promotions/vip-rules.ts';

const rank = (
  level: number,
  name: string,
  minValidBet: bigint,
  minDeposit: bigint,
  upgradeBonus: bigint,
) => ({
  level,
  name,
  minValidBet,
  minDeposit,
  upgradeBonus,
  monthlyBonus: 0n,
});
// Listed out of order on purpose: the ladder is by level.
const ladder = [
  rank(2, 'Gold', 1_000_000n, 100_000n, 5_800n),
  rank(0, 'Bronze', 0n, 0n, 0n),
  rank(5, 'Diamond', 10_000_000n, 2_000_000n, 88_800n),
  rank(1, 'Silver', 100_000n, 10_000n, 800n),
];

describe('VIP rules (issue 16)', () => {
  it.each([
    ['nothing yet', 0n, 0n, 0],
    ['Silver met, Gold missed on both', 500_000n, 50_000n, 1],
    ['Gold bets but Silver deposits', 2_000_000n, 50_000n, 1],
    ['every bet but too little deposited for Silver: the climb stops', 20_000_000n, 5_000n, 0],
    ['the top', 20_000_000n, 3_000_000n, 5],
  ])('ranks a player: %s', (_, validBet, deposit, level) => {
    expect(rankFor(ladder, { validBet, deposit }).level).toBe(level);
  });

  it('shows what is missing for the next rank, the bar at the lesser share', () => {
    expect(vipProgress(ladder, { validBet: 500_000n, deposit: 50_000n })).toMatchObject({
      current: { level: 1 },
      next: { level: 2 },
      validBetNeeded: 500_000n,
      depositNeeded: 50_000n,
      progressBp: 5_000,
    });
    expect(vipProgress(ladder, { validBet: 2_000_000n, deposit: 50_000n })).toMatchObject({
      validBetNeeded: 0n,
      depositNeeded: 50_000n,
      progressBp: 5_000,
    });
    // 1 of 3 needed: 33.33 %.
    const thirds = [rank(0, 'A', 0n, 0n, 0n), rank(1, 'B', 3n, 0n, 0n)];
    expect(vipProgress(thirds, { validBet: 1n, deposit: 0n }).progressBp).toBe(3_333);
    expect(vipProgress(ladder, { validBet: 20_000_000n, deposit: 3_000_000n })).toMatchObject({
      current: { level: 5 },
      next: null,
      progressBp: 10_000,
    });
  });

  it('owes one rank-up bonus per rank passed or reached, none going down', () => {
    expect(rankUpBonuses(ladder, 0, 2)).toEqual([
      { level: 1, amount: 800n },
      { level: 2, amount: 5_800n },
    ]);
    expect(rankUpBonuses(ladder, 1, 5)).toEqual([
      { level: 2, amount: 5_800n },
      { level: 5, amount: 88_800n },
    ]);
    expect(rankUpBonuses(ladder, 2, 2)).toEqual([]);
    expect(rankUpBonuses(ladder, 5, 1)).toEqual([]);
  });

  it('needs a ladder', () => {
    expect(() => rankFor([], { validBet: 0n, deposit: 0n })).toThrow(/no rank/);
  });
});
