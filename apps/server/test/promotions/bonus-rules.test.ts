import { describe, expect, it } from 'vitest';
import { ofBp } from '../../src/lib/basis-points.ts';
import {
  applyTurnover,
  bonusFor,
  countedTurnover,
} from '../../src/modules/promotions/bonus-rules.ts';

// Amounts in minor units, worked out by hand (decision 033: basis points, floored).
const percent = (percentBp: number, cap: bigint, minDeposit: bigint) =>
  ({ kind: 'DEPOSIT_PERCENT', percentBp, cap, minDeposit }) as const;

describe('bonus rules (issue 16)', () => {
  const welcome = percent(10_000, 50_000n, 1_000n);

  it.each([
    ['200.00 deposit, 100 %', 20_000n, 20_000n],
    ['800.00 deposit, capped at 500.00', 80_000n, 50_000n],
    ['9.99 deposit, under the 10.00 minimum', 999n, 0n],
    ['10.00 deposit, the minimum itself', 1_000n, 1_000n],
  ])('gives a deposit bonus: %s', (_, deposit, bonus) => {
    expect(bonusFor(welcome, deposit)).toBe(bonus);
  });

  it('floors a percentage bonus to the cent and gives a fixed bonus whatever the deposit', () => {
    // 100.01 × 33.33 % = 33.333333 → 33.33.
    expect(bonusFor(percent(3_333, 10_000_000n, 0n), 10_001n)).toBe(3_333n);
    expect(bonusFor({ kind: 'FIXED', amount: 888n })).toBe(888n);
    expect(bonusFor({ kind: 'FIXED', amount: 888n }, 5_000_000n)).toBe(888n);
  });

  it('counts a bet toward turnover by its category weight, floored; an unnamed category counts nothing', () => {
    const weights = { RNG: 10_000, LIVE: 1_000, SPORTS: 5_000 };
    expect(countedTurnover(10_000n, 'RNG', weights)).toBe(10_000n);
    expect(countedTurnover(10_000n, 'LIVE', weights)).toBe(1_000n);
    expect(countedTurnover(10_000n, 'SPORTS', weights)).toBe(5_000n);
    // 0.15 at 10 % = 0.015 → 0.01.
    expect(countedTurnover(15n, 'LIVE', weights)).toBe(1n);
    expect(countedTurnover(10_000n, 'LOTT', weights)).toBe(0n);
  });

  it('fills the oldest grant first and passes the rest on', () => {
    const grants = [
      { id: 1, required: 3_000n, counted: 2_500n },
      { id: 2, required: 1_000n, counted: 0n },
      { id: 3, required: 500n, counted: 0n },
    ];
    expect(applyTurnover(grants, 1_200n)).toEqual([
      { id: 1, required: 3_000n, counted: 3_000n, met: true },
      { id: 2, required: 1_000n, counted: 700n, met: false },
    ]);
    expect(applyTurnover(grants, 0n)).toEqual([]);
    // A grant already met takes nothing.
    expect(
      applyTurnover([{ id: 4, required: 100n, counted: 100n }, ...grants.slice(2)], 50n),
    ).toEqual([{ id: 3, required: 500n, counted: 50n, met: false }]);
  });

  it('refuses a rate that is not whole basis points', () => {
    expect(() => ofBp(100n, 1.5)).toThrow(/basis points/);
    expect(() => ofBp(100n, -1)).toThrow(/basis points/);
    expect(ofBp(-100n, 5_000)).toBe(0n);
  });
});
