import type { RegionalLotteryResult } from '../regional-results.ts';
import { CENTRAL, FOUR_D, NORTH, SOUTH, THAI, thai } from './regional-fixtures.ts';

export type RegionalCase = [
  string,
  number[][],
  RegionalLotteryResult,
  bigint,
  number,
  bigint,
  bigint,
];

/**
 * [play type, selection, result, unit, multiplier, stake, win], Lott prizes (per 2.00 unit):
 * win = Σ winning units × prize × unit × multiplier / 200, rounded down.
 */
export const REGIONAL_CASES: RegionalCase[] = [
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
