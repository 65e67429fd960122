// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../test/i18n.ts';
import {
  checkTable,
  draftTerms,
  MAX_TIERS,
  newRateTable,
  type Problem,
  type TierText,
} from './rate-table-check.ts';

const row = (
  minVolume: string,
  minActive: string,
  rate: string,
  extra: Partial<TierText> = {},
): TierText => ({ minVolume, minActive, rate, minValidBet: '', lossRate: '', ...extra });

/** A cell's or the table's problem in English words. */
const words = (problem: Problem | null | undefined) =>
  problem ? testI18n.t(problem.key, problem.values) : undefined;

describe('checkTable', () => {
  it('turns a right table into the wire’s numbers', () => {
    expect(
      checkTable('DAILY_SALARY', [row('0', '0', '0.8'), row(' 10000.50 ', '3', '1.25')]),
    ).toEqual({
      cells: [{}, {}],
      table: null,
      tiers: [
        { minVolume: 0, minActive: 0, rate: 0.8 },
        { minVolume: 10000.5, minActive: 3, rate: 1.25 },
      ],
    });
  });

  it('names what is wrong with each cell, as the server’s rules say', () => {
    const { cells, tiers } = checkTable('DAILY_SALARY', [
      row('', '-1', '50.01'),
      row('-5', '2.5', '-1'),
      row('1.234', '1000001', 'abc'),
      row('10000000000.01', '0', '1.005'),
    ]);
    expect(tiers).toBeNull();
    expect(cells.map((c) => [words(c.minVolume), words(c.minActive), words(c.rate)])).toEqual([
      ['Required.', 'Enter 0 or more.', 'A rate is from 0 to 50 %.'],
      ['Enter 0 or more.', 'Enter a whole number.', 'A rate is from 0 to 50 %.'],
      ['At most two decimals.', 'At most 1,000,000.', 'Enter a number, such as 1000 or 1000.50.'],
      ['At most 10,000,000,000.', undefined, 'At most two decimals.'],
    ]);
  });

  it('asks a new table for its first rate, the tier reached from nothing', () => {
    expect(checkTable('DAILY_SALARY', newRateTable().tiers)).toEqual({
      cells: [{ rate: { key: 'ac_err_required' } }],
      table: null,
      tiers: null,
    });
  });

  it('refuses a tier that pays less than one it always reaches too, and no other', () => {
    // Tier 2 needs more volume and as many members as tier 1: it may not pay less.
    expect(
      words(checkTable('DAILY_SALARY', [row('0', '0', '1.5'), row('10000', '0', '1')]).table),
    ).toBe(
      'A tier reached later cannot pay a lower rate: tier 2 needs at least what tier 1 needs, so it must pay at least as much.',
    );
    // The same thresholds at two rates: the lower one is never the one that applies.
    expect(
      checkTable('DAILY_SALARY', [row('100', '2', '1'), row('100', '2', '1.2')]).table?.key,
    ).toBe('ac_err_tier_order');
    // Neither is reached whenever the other is (more volume, fewer members): allowed.
    expect(
      checkTable('DAILY_SALARY', [row('10000', '0', '1.5'), row('0', '5', '1')]).table,
    ).toBeNull();
  });

  it(`takes 1 to ${MAX_TIERS} tiers`, () => {
    expect(words(checkTable('DAILY_SALARY', []).table)).toBe('A rate table has 1 to 20 tiers.');
    const many = Array.from({ length: MAX_TIERS + 1 }, () => row('0', '0', '1'));
    expect(checkTable('DAILY_SALARY', many).table?.key).toBe('ac_err_tier_count');
    expect(checkTable('DAILY_SALARY', many.slice(1)).table).toBeNull();
  });
});

describe('draftTerms', () => {
  it('gives a right draft’s terms with its period, and nothing while a cell is wrong', () => {
    expect(draftTerms('DAILY_SALARY', { tiers: [row('0', '0', '15')], period: 'W' })).toEqual({
      tiers: [{ minVolume: 0, minActive: 0, rate: 15 }],
      period: 'W',
    });
    expect(draftTerms('DAILY_SALARY', newRateTable('M'))).toBeNull();
  });
});

describe('the fields of each contract type', () => {
  it('reads a dividend’s minimum valid bet, and checks the order on it too', () => {
    const dividend = [
      row('0', '0', '5', { minValidBet: '0' }),
      row('1000', '5', '10', { minValidBet: '50000' }),
    ];
    expect(checkTable('DIVIDEND', dividend).tiers).toEqual([
      { minVolume: 0, minActive: 0, rate: 5, minValidBet: 0 },
      { minVolume: 1000, minActive: 5, rate: 10, minValidBet: 50000 },
    ]);
    expect(checkTable('DIVIDEND', [row('0', '0', '5')]).cells).toEqual([
      { minValidBet: { key: 'ac_err_required' } },
    ]);
    // Tier 2 needs less valid bet and nothing more: it is reached whenever tier 1 is.
    const inverted = [
      row('1000', '5', '10', { minValidBet: '50000' }),
      row('1000', '5', '12', { minValidBet: '100' }),
    ];
    expect(checkTable('DIVIDEND', inverted).table?.key).toBe('ac_err_tier_order');
  });

  it('reads real-time salary’s win and loss rates, and no active members', () => {
    const realtime = [row('10', '', '0.2', { lossRate: '0.5' })];
    expect(checkTable('REALTIME_SALARY', realtime)).toEqual({
      cells: [{}],
      table: null,
      tiers: [{ minVolume: 10, minActive: 0, rate: 0.2, lossRate: 0.5 }],
    });
    expect(
      words(
        checkTable('REALTIME_SALARY', [row('10', '', '0.2', { lossRate: '51' })]).cells[0]
          ?.lossRate,
      ),
    ).toBe('A rate is from 0 to 50 %.');
    // A bigger single bet paying a lower loss rate.
    const inverted = [
      row('10', '', '0.2', { lossRate: '0.5' }),
      row('100', '', '0.3', { lossRate: '0.4' }),
    ];
    expect(checkTable('REALTIME_SALARY', inverted).table?.key).toBe('ac_err_tier_order');
  });
});
