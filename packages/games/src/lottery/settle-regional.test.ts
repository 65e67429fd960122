import { describe, expect, it } from 'vitest';
import { isWellFormedDraw, type LotteryResult } from './draws.ts';
import { PAYOUT_TABLES, PRIZE_MODES } from './payout-tables.ts';
import { findPlayType, playTypesOf, REGIONAL_LOTTERY_PLAY_TYPES } from './play-types.ts';
import { settleLotteryBet } from './settle.ts';
import { REGIONAL_CASES } from './testing/regional-cases.ts';
import { CENTRAL, FOUR_D, NORTH, SOUTH, THAI } from './testing/regional-fixtures.ts';

const lott = PAYOUT_TABLES.Lott;

describe('settling regional lottery bets against official results', () => {
  it('uses well-formed results', () => {
    for (const result of [NORTH, SOUTH, CENTRAL, THAI, FOUR_D]) {
      expect(isWellFormedDraw(result), result.family).toBe(true);
    }
  });

  it.each(REGIONAL_CASES)(
    '%s %j pays as worked out by hand',
    (playType, selection, result, unit, multiplier, stake, win) => {
      const settled = settleLotteryBet({ playType, selection, unit, multiplier }, result, lott);
      expect(settled.stake).toBe(stake);
      expect(settled.win).toBe(win);
    },
  );

  it('has a hand-worked case for every regional play type', () => {
    expect(new Set(REGIONAL_CASES.map(([id]) => id))).toEqual(
      new Set(REGIONAL_LOTTERY_PLAY_TYPES.map((t) => t.id)),
    );
  });

  it('counts a lô number once per prize number it ends', () => {
    const settled = settleLotteryBet(
      { playType: 'vn.north.lo2', selection: [[1, 2]], unit: 200n, multiplier: 1 },
      NORTH,
      lott,
    );
    expect(settled.winningUnits).toEqual([3]);
  });

  it('pays by the brand’s table in every prize mode', () => {
    const bet = { playType: 'thai.top3', selection: [[8, 8, 1]], unit: 200n, multiplier: 1 };
    const wins = PRIZE_MODES.map((mode) => settleLotteryBet(bet, THAI, PAYOUT_TABLES[mode]).win);
    expect(wins).toEqual([195_000n, 192_000n, 196_000n, 190_000n]);
  });

  it('lists the play types of each family, found by id', () => {
    expect(playTypesOf('VN_NORTH').map((t) => t.id)).toEqual([
      'vn.north.lo2',
      'vn.north.lo3',
      'vn.north.lo4',
      'vn.north.de',
      'vn.north.xien2',
      'vn.north.xien3',
      'vn.north.xien4',
    ]);
    expect(playTypesOf('VN_CENTRAL')).toHaveLength(7);
    expect(playTypesOf('VN_SOUTH')).toHaveLength(7);
    expect(playTypesOf('THAI')).toHaveLength(8);
    expect(playTypesOf('4D').map((t) => t.id)).toEqual(['4d.big', '4d.small']);
    expect(findPlayType('vn.south.de')?.family).toBe('VN_SOUTH');
  });

  it('refuses another region’s result, an e-lottery draw and a broken result', () => {
    const bet = { playType: 'vn.north.lo2', selection: [[4, 5]], unit: 200n, multiplier: 1 };
    expect(() => settleLotteryBet(bet, SOUTH, lott)).toThrow(
      /VN_NORTH bet cannot settle against a VN_SOUTH draw/,
    );
    const ssc: LotteryResult = { family: 'SSC', numbers: [1, 2, 3, 4, 5] };
    expect(() => settleLotteryBet(bet, ssc, lott)).toThrow(/cannot settle/);
    const broken = { ...NORTH, prizes: [['3875'], ...NORTH.prizes.slice(1)] };
    expect(() => settleLotteryBet(bet, broken, lott)).toThrow(RangeError);
    const repeated = { ...FOUR_D, prizes: [['0042'], ...FOUR_D.prizes.slice(1)] };
    expect(() =>
      settleLotteryBet({ ...bet, playType: '4d.big', selection: [[0, 0, 4, 2]] }, repeated, lott),
    ).toThrow(RangeError);
  });
});
