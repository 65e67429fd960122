import { describe, expect, it } from 'vitest';
import { ratesFor, rebateDue } from '../../src/modules/promotions/rebate-rules.ts';

describe('cashback rules (issue 16)', () => {
  it('gives each category its rate on its valid bets, floored per category', () => {
    const due = rebateDue(
      { RNG: 1_234_567n, LIVE: 99_900n, FISH: 5_000n },
      { RNG: 80, LIVE: 50, SPORTS: 100 },
    );
    // 12,345.67 × 0.8 % = 98.765 → 98.76; 999.00 × 0.5 % = 4.995 → 4.99; fishing has no rate.
    expect(due.byCategory).toEqual([
      { category: 'FISH', validBet: 5_000n, rateBp: 0, rebate: 0n },
      { category: 'LIVE', validBet: 99_900n, rateBp: 50, rebate: 499n },
      { category: 'RNG', validBet: 1_234_567n, rateBp: 80, rebate: 9_876n },
    ]);
    expect(due.total).toBe(10_375n);
    expect(rebateDue({}, { RNG: 80 })).toEqual({ byCategory: [], total: 0n });
  });

  it('takes the rates of the highest VIP row not above the player', () => {
    const table = [
      { fromLevel: 3, rates: { RNG: 80 } },
      { fromLevel: 0, rates: { RNG: 50 } },
      { fromLevel: 6, rates: { RNG: 120 } },
    ];
    expect([0, 2, 3, 5, 9].map((level) => ratesFor(table, level).RNG)).toEqual([
      50, 50, 80, 80, 120,
    ]);
    expect(ratesFor([], 4)).toEqual({});
  });
});
