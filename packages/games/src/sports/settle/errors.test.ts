import { describe, expect, it } from 'vitest';
import { assertOdds, assertStake, SportsRuleError } from './errors.ts';

describe('SportsRuleError', () => {
  it('carries a stable code and the leg to blame', () => {
    const e = new SportsRuleError('SAME_MATCH', 'two legs of m1', 3);
    expect(e).toBeInstanceOf(Error);
    expect([e.name, e.code, e.message, e.legIndex]).toEqual([
      'SportsRuleError',
      'SAME_MATCH',
      'two legs of m1',
      3,
    ]);
    expect(new SportsRuleError('BAD_PICK', 'x').legIndex).toBeUndefined();
  });
});

describe('input checks', () => {
  it('takes odds of whole hundredths from 1.01', () => {
    expect(() => assertOdds(101)).not.toThrow();
    expect(() => assertOdds(100_000)).not.toThrow();
    for (const bad of [100, 0, -195, 1.95, 195.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => assertOdds(bad, 2)).toThrow(
        expect.objectContaining({ code: 'BAD_ODDS', legIndex: 2 }),
      );
    }
  });

  it('takes a stake of zero or more minor units', () => {
    expect(() => assertStake(0n)).not.toThrow();
    expect(() => assertStake(1n)).not.toThrow();
    expect(() => assertStake(-1n)).toThrow(expect.objectContaining({ code: 'BAD_STAKE' }));
    expect(() => assertStake(10 as unknown as bigint)).toThrow(
      expect.objectContaining({ code: 'BAD_STAKE' }),
    );
  });
});
