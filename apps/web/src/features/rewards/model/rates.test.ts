// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cashbackRows, claimBlock } from './cashback.ts';
import { byCategoryOrder, categoryLabelKey, formatRate, headlineRate } from './rates.ts';

describe('rates', () => {
  it('writes basis points as a percent with two decimals', () => {
    expect([0, 30, 50, 125, 10_000].map(formatRate)).toEqual([
      '0.00%',
      '0.30%',
      '0.50%',
      '1.25%',
      '100.00%',
    ]);
  });

  it('takes the best category as a rank’s headline rate, 0 without any', () => {
    expect(headlineRate({ LIVE: 50, RNG: 80, LOTT: 0 })).toBe(80);
    expect(headlineRate({})).toBe(0);
  });

  it('names a category by the navigation’s label, or by its code', () => {
    expect(categoryLabelKey('RNG')).toBe('hd_slots');
    expect(categoryLabelKey('KENO')).toBe('KENO');
    expect(categoryLabelKey('toString')).toBe('toString');
  });

  it('orders categories as the navigation does, unknown ones last', () => {
    expect(['KENO', 'LOTT', 'RNG', 'BINGO', 'LIVE'].sort(byCategoryOrder)).toEqual([
      'LIVE',
      'RNG',
      'LOTT',
      'BINGO',
      'KENO',
    ]);
  });
});

describe('cashback', () => {
  it('adds a row at the rank’s rate for each category without bets yet', () => {
    const rows = cashbackRows({
      byCategory: [{ category: 'RNG', validBet: 100, rateBp: 50, rebate: 0.5 }],
      rates: { RNG: 50, LIVE: 40 },
    });
    expect(rows).toEqual([
      { category: 'LIVE', validBet: 0, rateBp: 40, rebate: 0 },
      { category: 'RNG', validBet: 100, rateBp: 50, rebate: 0.5 },
    ]);
  });

  it('says why a claim waits: claimed today first, then nothing due', () => {
    expect(claimBlock({ total: 5, claimedToday: false })).toBeNull();
    expect(claimBlock({ total: 0, claimedToday: true })).toBe('claimedToday');
    expect(claimBlock({ total: 5, claimedToday: true })).toBe('claimedToday');
    expect(claimBlock({ total: 0, claimedToday: false })).toBe('nothingDue');
  });
});
