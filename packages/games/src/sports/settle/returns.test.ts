import { describe, expect, it } from 'vitest';
import type { Outcome } from '../types.ts';
import { betReturn, comboOdds, legFactor, potentialReturn, type SettledLeg } from './returns.ts';

describe('legFactor, in two-hundredths', () => {
  it.each([
    ['WIN', 390n], // 1.95
    ['HALF_WIN', 295n], // (1.95 + 1) / 2 = 1.475
    ['VOID', 200n], // 1.00
    ['HALF_LOSE', 100n], // 0.50
    ['LOSE', 0n],
  ] as const)('1.95 %s → %s', (outcome, factor) => {
    expect(legFactor(195, outcome)).toBe(factor);
  });

  it('refuses odds that are not whole hundredths from 1.01', () => {
    expect(() => legFactor(1.95, 'WIN')).toThrow(expect.objectContaining({ code: 'BAD_ODDS' }));
    expect(() => legFactor(100, 'VOID')).toThrow(expect.objectContaining({ code: 'BAD_ODDS' }));
  });
});

/** "200 WIN, 150 VOID" → legs; keeps each hand-worked row on one line. */
function parseLegs(text: string): SettledLeg[] {
  return text.split(', ').map((leg) => {
    const [odds, outcome] = leg.split(' ');
    return { odds: Number(odds), outcome: outcome as Outcome };
  });
}

describe('betReturn', () => {
  // stake, legs, return, and the sum worked by hand.
  const rows: [bigint, string, bigint, string][] = [
    [1000n, '195 WIN', 1950n, '10.00 × 1.95'],
    [10_000n, '190 HALF_WIN', 14_500n, '50.00 × 1.90 + 50.00'],
    [10_000n, '190 HALF_LOSE', 5000n, 'half of 100.00 back'],
    [10_000n, '190 VOID', 10_000n, 'stake back'],
    [10_000n, '190 LOSE', 0n, 'nothing'],
    [1000n, '200 WIN, 150 WIN, 310 WIN', 9300n, '10.00 × 2 × 1.5 × 3.1'],
    [1000n, '200 WIN, 150 VOID, 310 WIN', 6200n, '10.00 × 2 × 3.1'],
    [1000n, '200 WIN, 190 HALF_WIN', 2900n, '10.00 × 2 × 1.45'],
    [1000n, '200 WIN, 190 HALF_LOSE', 1000n, '10.00 × 2 × 0.5'],
    [1000n, '200 WIN, 150 LOSE, 310 WIN', 0n, 'one leg lost'],
    [1000n, '200 VOID, 150 VOID', 1000n, 'all void: stake back'],
    [1n, '155 WIN', 1n, '0.01 × 1.55 = 0.0155'],
    [333n, '101 WIN', 336n, '3.33 × 1.01 = 3.3633'],
    [100n, '133 WIN, 133 WIN', 176n, '1.00 × 1.7689'],
    [10n, '155 WIN, 155 WIN', 24n, '0.10 × 2.4025 = 0.24025 (leg by leg: 0.23)'],
    [1n, '195 HALF_WIN', 1n, '0.01 × 1.475'],
    [0n, '195 WIN', 0n, 'zero stake'],
  ];
  it.each(rows)('%s on %s → %s (%s)', (stake, legs, expected) => {
    expect(betReturn(stake, parseLegs(legs))).toBe(expected);
  });

  it('stays exact on a ten-leg combo of long odds', () => {
    const legs = Array.from({ length: 10 }, () => ({ odds: 10_000, outcome: 'WIN' as const }));
    expect(betReturn(1000n, legs)).toBe(1000n * 10n ** 20n); // 10.00 × 100^10
  });

  it('refuses an empty bet, bad odds and a negative stake', () => {
    expect(() => betReturn(1000n, [])).toThrow(expect.objectContaining({ code: 'COMBO_SIZE' }));
    expect(() =>
      betReturn(1000n, [
        { odds: 200, outcome: 'WIN' },
        { odds: 99, outcome: 'VOID' },
      ]),
    ).toThrow(expect.objectContaining({ code: 'BAD_ODDS', legIndex: 1 }));
    expect(() => betReturn(-1n, [{ odds: 200, outcome: 'WIN' }])).toThrow(
      expect.objectContaining({ code: 'BAD_STAKE' }),
    );
  });
});

describe('potentialReturn and comboOdds', () => {
  it.each([
    [1000n, [195], 1950n],
    [1000n, [200, 150, 310], 9300n],
    [100n, [133, 133], 176n],
    [10n, [155, 155], 24n],
  ] as const)('%s at %j pays %s if all win', (stake, odds, expected) => {
    expect(potentialReturn(stake, odds)).toBe(expected);
  });

  it.each([
    [[195], 195],
    [[200, 150, 310], 930],
    [[133, 133], 176], // 1.7689 floored
    [[101, 101, 101], 103], // 1.030301
  ] as const)('%j → %i hundredths', (odds, expected) => {
    expect(comboOdds(odds)).toBe(expected);
  });

  it('refuses no legs, and combo odds a number cannot hold exactly', () => {
    expect(() => comboOdds([])).toThrow(expect.objectContaining({ code: 'COMBO_SIZE' }));
    expect(() => potentialReturn(1n, [])).toThrow(expect.objectContaining({ code: 'COMBO_SIZE' }));
    expect(() => comboOdds(Array(10).fill(100_000))).toThrow(RangeError);
  });
});
