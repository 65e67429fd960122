import { describe, expect, it } from 'vitest';
import { formatOdds } from './odds-format.ts';

/** Decimal odds in hundredths, then decimal, Hong Kong, Malay, Indonesian — by hand. */
const TABLE: [number, string, string, string, string][] = [
  [101, '1.01', '0.01', '0.01', '-100.00'], // indo −1 / 0.01
  [132, '1.32', '0.32', '0.32', '-3.13'], // indo −1 / 0.32 = −3.125: half away from zero
  [150, '1.50', '0.50', '0.50', '-2.00'],
  [195, '1.95', '0.95', '0.95', '-1.05'], // indo −1 / 0.95 = −1.0526…
  [199, '1.99', '0.99', '0.99', '-1.01'], // indo −1 / 0.99 = −1.0101…
  [200, '2.00', '1.00', '1.00', '1.00'],
  [201, '2.01', '1.01', '-0.99', '1.01'], // malay −1 / 1.01 = −0.9900…
  [290, '2.90', '1.90', '-0.53', '1.90'], // malay −1 / 1.90 = −0.5263…
  [300, '3.00', '2.00', '-0.50', '2.00'],
  [900, '9.00', '8.00', '-0.13', '8.00'], // malay −1 / 8 = −0.125: half away from zero
  [1000, '10.00', '9.00', '-0.11', '9.00'], // malay −1 / 9 = −0.111…
  [30_000, '300.00', '299.00', '-0.01', '299.00'], // malay −0.0033… kept at −0.01
];

describe('formatOdds', () => {
  it.each(TABLE)('%i: decimal %s, hk %s, malay %s, indo %s', (odds, dec, hk, malay, indo) => {
    expect(formatOdds(odds, 'decimal')).toBe(dec);
    expect(formatOdds(odds, 'hk')).toBe(hk);
    expect(formatOdds(odds, 'malay')).toBe(malay);
    expect(formatOdds(odds, 'indo')).toBe(indo);
  });

  it('writes negatives with the ASCII hyphen-minus', () => {
    expect(formatOdds(290, 'malay').charCodeAt(0)).toBe(0x2d);
  });

  it('refuses odds that are not whole hundredths from 1.01', () => {
    expect(() => formatOdds(1.95, 'decimal')).toThrow(
      expect.objectContaining({ code: 'BAD_ODDS' }),
    );
    expect(() => formatOdds(100, 'malay')).toThrow(expect.objectContaining({ code: 'BAD_ODDS' }));
  });
});
