import { describe, expect, it } from 'vitest';
import { isWellFormedDraw, type LotteryResult } from './draws.ts';
import { PAYOUT_TABLES, PRIZE_MODES } from './payout-tables.ts';
import { findPlayType, playTypesOf, REGIONAL_LOTTERY_PLAY_TYPES } from './play-types.ts';
import type { RegionalLotteryResult } from './regional-results.ts';
import { settleLotteryBet } from './settle.ts';

const lott = PAYOUT_TABLES.Lott;

/**
 * A northern result (special first). Last two digits: 45 twice (38745, 20145), 12 three
 * times (60312, 4512, 112), 22, 07, 09 and 68 twice each, fourteen others once.
 */
const NORTH: RegionalLotteryResult = {
  family: 'VN_NORTH',
  prizes: [
    ['38745'],
    ['60312'],
    ['11822', '90507'],
    ['20145', '33409', '78021', '51296', '04468', '87730'],
    ['1288', '4512', '0671', '9357'],
    ['3410', '7723', '6048', '2809', '5561', '0394'],
    ['746', '112', '968'],
    ['07', '31', '59', '22'],
  ],
};

/**
 * A southern result (special first, six digits with a leading zero). Last two digits: 45
 * five times (081245, 36945, 27845, 7445, 45), 90 and 12 twice each, nine others once.
 */
const SOUTH: RegionalLotteryResult = {
  family: 'VN_SOUTH',
  prizes: [
    ['081245'],
    ['57102'],
    ['36945'],
    ['11190', '60733'],
    ['27845', '90012', '44381', '05566', '71239', '82007', '19854'],
    ['3349'],
    ['0821', '7445', '6690'],
    ['512'],
    ['45'],
  ],
};
const CENTRAL: RegionalLotteryResult = { ...SOUTH, family: 'VN_CENTRAL' };

/** Top three 881 (a pair of 8s), top two 81; front 407 and 256, back 881 and 093, bottom 38. */
const THAI: RegionalLotteryResult = {
  family: 'THAI',
  prizes: [['591881'], ['407', '256'], ['881', '093'], ['38']],
};
const thai = (first: string, front3 = ['407', '256']): RegionalLotteryResult => ({
  family: 'THAI',
  prizes: [[first], front3, ['881', '093'], ['38']],
});

const FOUR_D: RegionalLotteryResult = {
  family: '4D',
  prizes: [
    ['1234'],
    ['0042'],
    ['9876'],
    ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '0000'],
    ['0101', '0202', '0303', '0404', '0505', '0606', '0707', '0808', '0909', '1010'],
  ],
};

type Case = [string, number[][], RegionalLotteryResult, bigint, number, bigint, bigint];

/**
 * [play type, selection, result, unit, multiplier, stake, win], Lott prizes (per 2.00 unit):
 * win = Σ winning units × prize × unit × multiplier / 200, rounded down.
 */
const CASES: Case[] = [
  // 45 is out twice: two wins of 722.
  ['vn.north.lo2', [[4, 5]], NORTH, 200n, 1, 200n, 1444n],
  // 45 twice, 12 three times, 99 never: 5 × 722 × 20 × 3 / 200 = 1,083; stake 3 × 20 × 3.
  [
    'vn.north.lo2',
    [
      [4, 5],
      [1, 2],
      [9, 9],
    ],
    NORTH,
    20n,
    3,
    180n,
    1083n,
  ],
  // 745 (38745) and 512 (4512) once each, 000 never: 2 × 8,478.
  [
    'vn.north.lo3',
    [
      [7, 4, 5],
      [5, 1, 2],
      [0, 0, 0],
    ],
    NORTH,
    200n,
    1,
    600n,
    16_956n,
  ],
  // 0145 (20145) wins; 0746 does not, 746 being a three-digit prize.
  [
    'vn.north.lo4',
    [
      [0, 1, 4, 5],
      [0, 7, 4, 6],
    ],
    NORTH,
    200n,
    1,
    400n,
    97_500n,
  ],
  // Đề reads the special prize only: 45 wins once, though 45 is out twice.
  [
    'vn.north.de',
    [
      [4, 5],
      [4, 6],
    ],
    NORTH,
    200n,
    1,
    400n,
    19_500n,
  ],
  // C(4, 2) = 6 pairs; 45, 12 and 07 are out: C(3, 2) = 3 × 3,553.
  [
    'vn.north.xien2',
    [
      [4, 5],
      [1, 2],
      [9, 9],
      [0, 7],
    ],
    NORTH,
    200n,
    1,
    1200n,
    10_659n,
  ],
  // 45, 12, 68 all out: one xiên 3 wins.
  [
    'vn.north.xien3',
    [
      [4, 5],
      [1, 2],
      [6, 8],
    ],
    NORTH,
    200n,
    1,
    200n,
    15_856n,
  ],
  // 99 is not out: the xiên 3 misses.
  [
    'vn.north.xien3',
    [
      [4, 5],
      [1, 2],
      [9, 9],
    ],
    NORTH,
    200n,
    1,
    200n,
    0n,
  ],
  // C(5, 4) = 5 units; 45, 12, 07, 22 out, 99 not: C(4, 4) = 1 wins.
  [
    'vn.north.xien4',
    [
      [4, 5],
      [1, 2],
      [0, 7],
      [2, 2],
      [9, 9],
    ],
    NORTH,
    200n,
    1,
    1000n,
    73_036n,
  ],
  // 90 twice, 12 twice: 4 × 1,083.
  [
    'vn.central.lo2',
    [
      [9, 0],
      [1, 2],
    ],
    CENTRAL,
    200n,
    1,
    400n,
    4332n,
  ],
  ['vn.central.lo3', [[5, 1, 2]], CENTRAL, 200n, 1, 200n, 11_470n],
  // 5566 (05566) wins, 0566 does not.
  [
    'vn.central.lo4',
    [
      [0, 5, 6, 6],
      [5, 5, 6, 6],
    ],
    CENTRAL,
    200n,
    1,
    400n,
    121_875n,
  ],
  ['vn.central.de', [[0, 2]], CENTRAL, 200n, 1, 200n, 0n],
  // 3 pairs; 45 and 90 out, 13 not: 1 × 7,469.
  [
    'vn.central.xien2',
    [
      [4, 5],
      [9, 0],
      [1, 3],
    ],
    CENTRAL,
    200n,
    1,
    600n,
    7469n,
  ],
  [
    'vn.central.xien3',
    [
      [4, 5],
      [9, 0],
      [1, 2],
    ],
    CENTRAL,
    200n,
    1,
    200n,
    49_828n,
  ],
  [
    'vn.central.xien4',
    [
      [4, 5],
      [9, 0],
      [1, 2],
      [0, 7],
    ],
    CENTRAL,
    200n,
    1,
    200n,
    351_209n,
  ],
  // 45 is out five times.
  ['vn.south.lo2', [[4, 5]], SOUTH, 200n, 1, 200n, 5415n],
  // 245 (081245) and 445 (7445) once; 045 never (the eighth prize 45 has two digits).
  [
    'vn.south.lo3',
    [
      [2, 4, 5],
      [4, 4, 5],
      [0, 4, 5],
    ],
    SOUTH,
    200n,
    1,
    600n,
    22_940n,
  ],
  // 1245 (081245) wins; 0512 does not, 512 being a three-digit prize.
  [
    'vn.south.lo4',
    [
      [1, 2, 4, 5],
      [0, 5, 1, 2],
    ],
    SOUTH,
    200n,
    1,
    400n,
    121_875n,
  ],
  ['vn.south.de', [[4, 5]], SOUTH, 200n, 1, 200n, 19_500n],
  [
    'vn.south.xien2',
    [
      [4, 5],
      [0, 2],
    ],
    SOUTH,
    200n,
    1,
    200n,
    7469n,
  ],
  [
    'vn.south.xien3',
    [
      [4, 5],
      [0, 2],
      [9, 9],
    ],
    SOUTH,
    200n,
    1,
    200n,
    0n,
  ],
  // C(5, 4) = 5 units, all five numbers out: all 5 win.
  [
    'vn.south.xien4',
    [
      [4, 5],
      [0, 2],
      [3, 3],
      [8, 1],
      [6, 6],
    ],
    SOUTH,
    200n,
    1,
    1000n,
    1_756_045n,
  ],
  // 881 wins; 188 is another order, not the top three.
  [
    'thai.top3',
    [
      [8, 8, 1],
      [1, 8, 8],
    ],
    THAI,
    200n,
    1,
    400n,
    195_000n,
  ],
  // 8 1 8 is 881 in another order; a pair has three orders: 65,000. 1 2 3 loses.
  [
    'thai.tote3',
    [
      [8, 1, 8],
      [1, 2, 3],
    ],
    THAI,
    200n,
    1,
    400n,
    65_000n,
  ],
  // Six orders (all different): 32,500.
  ['thai.tote3', [[8, 3, 2]], thai('591328'), 200n, 1, 200n, 32_500n],
  // A triple has one order: priced as the top three.
  ['thai.tote3', [[7, 7, 7]], thai('000777'), 200n, 1, 200n, 195_000n],
  // 407 and 256 are the front prizes, 093 a back one: 2 × 97,500.
  [
    'thai.front3',
    [
      [4, 0, 7],
      [2, 5, 6],
      [0, 9, 3],
    ],
    THAI,
    200n,
    1,
    600n,
    195_000n,
  ],
  // Both front prizes 407: the ticket wins twice.
  ['thai.front3', [[4, 0, 7]], thai('591881', ['407', '407']), 200n, 1, 200n, 195_000n],
  ['thai.back3', [[0, 9, 3]], THAI, 200n, 1, 200n, 97_500n],
  ['thai.top2', [[8, 1]], THAI, 200n, 1, 200n, 19_500n],
  [
    'thai.bottom2',
    [
      [3, 8],
      [8, 1],
    ],
    THAI,
    200n,
    1,
    400n,
    19_500n,
  ],
  // 881 has 1 and 8 (8 twice, still one win), not 9: 2 × 719.
  ['thai.run.top', [[1, 8, 9]], THAI, 200n, 1, 600n, 1438n],
  // 38 has 3 and 8, not 1: 2 × 1,026.
  ['thai.run.bottom', [[3, 8, 1]], THAI, 200n, 1, 600n, 2052n],
  // 5555 is a starter: Big wins, Small does not.
  ['4d.big', [[5, 5, 5, 5]], FOUR_D, 200n, 1, 200n, 54_843n],
  ['4d.small', [[5, 5, 5, 5]], FOUR_D, 200n, 1, 200n, 0n],
  // 0042 second, 0101 consolation, 4200 nothing: 304,687 + 18,281.
  [
    '4d.big',
    [
      [0, 0, 4, 2],
      [0, 1, 0, 1],
      [4, 2, 0, 0],
    ],
    FOUR_D,
    200n,
    1,
    600n,
    322_968n,
  ],
  // First at 0.02: 761,718 × 2 / 200 = 7,617.18 → 7,617.
  ['4d.big', [[1, 2, 3, 4]], FOUR_D, 2n, 1, 2n, 7617n],
  [
    '4d.small',
    [
      [0, 0, 4, 2],
      [1, 2, 3, 4],
    ],
    FOUR_D,
    200n,
    1,
    400n,
    1_650_000n,
  ],
];

describe('settling regional lottery bets against official results', () => {
  it('uses well-formed results', () => {
    for (const result of [NORTH, SOUTH, CENTRAL, THAI, FOUR_D]) {
      expect(isWellFormedDraw(result), result.family).toBe(true);
    }
  });

  it.each(CASES)(
    '%s %j pays as worked out by hand',
    (playType, selection, result, unit, multiplier, stake, win) => {
      const settled = settleLotteryBet({ playType, selection, unit, multiplier }, result, lott);
      expect(settled.stake).toBe(stake);
      expect(settled.win).toBe(win);
    },
  );

  it('has a hand-worked case for every regional play type', () => {
    expect(new Set(CASES.map(([id]) => id))).toEqual(
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
