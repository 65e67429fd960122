import { describe, expect, it } from 'vitest';
import { COMBO_MAX, COMBO_MIN, checkSlip } from './slip.ts';

const leg = (n: number, match = `m${n}`) => ({ matchId: match, marketId: `k${n}` });
const legs = (count: number) => Array.from({ length: count }, (_, i) => leg(i));

describe('checkSlip', () => {
  it('takes a single of one leg and a combo of 2 to 10 legs of different matches', () => {
    expect([COMBO_MIN, COMBO_MAX]).toEqual([2, 10]);
    expect(() => checkSlip(legs(1), 'single')).not.toThrow();
    expect(() => checkSlip(legs(2), 'combo')).not.toThrow();
    expect(() => checkSlip(legs(10), 'combo')).not.toThrow();
  });

  it.each([
    [0, 'single'],
    [2, 'single'],
    [0, 'combo'],
    [1, 'combo'],
    [11, 'combo'],
  ] as const)('refuses %i legs as a %s', (count, kind) => {
    expect(() => checkSlip(legs(count), kind)).toThrow(
      expect.objectContaining({ code: 'COMBO_SIZE' }),
    );
  });

  it('refuses two legs of one match in a combo, naming the second', () => {
    const slip = [leg(0, 'a'), leg(1, 'b'), leg(2, 'a')];
    expect(() => checkSlip(slip, 'combo')).toThrow(
      expect.objectContaining({ code: 'SAME_MATCH', legIndex: 2 }),
    );
    // Same match, different markets (winner and total) is still one match.
    expect(() => checkSlip([leg(0, 'x'), leg(1, 'x')], 'combo')).toThrow(
      expect.objectContaining({ code: 'SAME_MATCH' }),
    );
  });
});
