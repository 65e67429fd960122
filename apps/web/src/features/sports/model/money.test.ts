// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseStake, toHundredths, toMajor, toMinor } from './money.ts';

describe('slip money', () => {
  it('reads typed stakes with at most two decimals', () => {
    expect(parseStake('10')).toBe(1000n);
    expect(parseStake(' 2.5 ')).toBe(250n);
    expect(parseStake('.75')).toBe(75n);
    expect(parseStake('0.01')).toBe(1n);
    for (const bad of ['', 'abc', '1.005', '-3', '1e3']) expect(parseStake(bad)).toBeNull();
  });

  it('converts between the wire and minor units without float drift', () => {
    expect(toMinor(19.99)).toBe(1999n);
    expect(toMajor(1999n)).toBe(19.99);
    expect(toHundredths(1.15)).toBe(115);
    expect(toHundredths(2.01)).toBe(201);
  });
});
