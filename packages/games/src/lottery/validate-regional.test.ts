import { describe, expect, it } from 'vitest';
import { LotteryBetError, type LotteryBetErrorCode } from './lottery-bet-error.ts';
import { checkLotteryBet, checkSelection, DEFAULT_LOTTERY_RULES } from './validate.ts';

function refusal(run: () => unknown): { code: LotteryBetErrorCode; row: number | undefined } {
  try {
    run();
  } catch (e) {
    if (e instanceof LotteryBetError) return { code: e.code, row: e.row };
    throw e;
  }
  throw new Error('expected a refusal');
}

/** Every two-, three- or four-digit number as a ticket of digits, from 0…0 up. */
const allNumbers = (digits: number, count = 10 ** digits) =>
  Array.from({ length: count }, (_, n) => [...String(n).padStart(digits, '0')].map(Number));

describe('checking a regional selection', () => {
  it('counts unit bets without listing the board', () => {
    expect(checkSelection('vn.north.lo2', allNumbers(2)).betCount).toBe(100);
    expect(checkSelection('vn.south.lo4', allNumbers(4, 1000)).betCount).toBe(1000);
    expect(checkSelection('vn.north.de', [[0, 5]]).betCount).toBe(1);
    // Each 4 of 6 numbers: C(6, 4) = 15.
    expect(checkSelection('vn.central.xien4', allNumbers(2, 6)).betCount).toBe(15);
    expect(checkSelection('thai.run.top', [[9, 0, 5]]).betCount).toBe(3);
    expect(checkSelection('4d.small', [[0, 0, 4, 2]]).betCount).toBe(1);
  });

  it('keeps leading zeros: 05 is the ticket [0, 5], not 5', () => {
    expect(checkSelection('vn.north.lo2', [[0, 5]]).selection).toEqual([[0, 5]]);
    expect(checkSelection('4d.big', [[0, 0, 0, 7]]).selection).toEqual([[0, 0, 0, 7]]);
  });

  it('puts a tote ticket in digit order, so two orders of one ticket are one ticket', () => {
    expect(
      checkSelection('thai.tote3', [
        [8, 1, 8],
        [3, 2, 1],
      ]).selection,
    ).toEqual([
      [1, 8, 8],
      [1, 2, 3],
    ]);
    // Straight tickets keep their order: 881 and 188 are different numbers.
    expect(
      checkSelection('thai.top3', [
        [8, 8, 1],
        [1, 8, 8],
      ]).betCount,
    ).toBe(2);
  });

  it.each([
    ['a number without its leading zero', 'vn.north.lo2', [[5]], 'PICK_COUNT', 0],
    ['a number as one pick', 'vn.north.lo2', [['05']], 'PICK_COUNT', 0],
    ['digits as text', 'vn.north.lo2', [['0', '5']], 'PICK_OFF_BOARD', 0],
    [
      'a digit too many',
      'vn.north.de',
      [
        [1, 2],
        [0, 5, 0],
      ],
      'PICK_COUNT',
      1,
    ],
    ['a digit over 9', 'vn.north.lo3', [[1, 10, 3]], 'PICK_OFF_BOARD', 0],
    ['a fraction', '4d.big', [[1, 2, 3, 4.5]], 'PICK_OFF_BOARD', 0],
    ['a four-digit number short of a digit', '4d.big', [[1, 2, 3]], 'PICK_COUNT', 0],
    [
      'a number twice',
      'vn.south.lo2',
      [
        [0, 5],
        [1, 2],
        [0, 5],
      ],
      'PICK_DUPLICATE',
      2,
    ],
    [
      'a tote ticket twice, in two orders',
      'thai.tote3',
      [
        [8, 8, 1],
        [1, 8, 8],
      ],
      'PICK_DUPLICATE',
      1,
    ],
    [
      'a xiên number twice',
      'vn.north.xien2',
      [
        [1, 2],
        [1, 2],
      ],
      'PICK_DUPLICATE',
      1,
    ],
    [
      'too few numbers for a xiên 3',
      'vn.north.xien3',
      [
        [1, 2],
        [3, 4],
      ],
      'PICK_COUNT',
      undefined,
    ],
    ['too many numbers for a xiên', 'vn.north.xien2', allNumbers(2, 11), 'PICK_COUNT', undefined],
    ['more than the whole lô 2 board', 'vn.north.lo2', allNumbers(2, 101), 'PICK_COUNT', undefined],
    ['too many lô 4 tickets', 'vn.north.lo4', allNumbers(4, 1001), 'PICK_COUNT', undefined],
    ['no ticket', 'thai.top2', [], 'SELECTION_EMPTY', undefined],
    ['a run digit twice', 'thai.run.top', [[1, 1]], 'PICK_DUPLICATE', 0],
    ['a run digit over 9', 'thai.run.bottom', [[10]], 'PICK_OFF_BOARD', 0],
    ['a ticket not a list', 'thai.back3', [123], 'SELECTION_INVALID', 0],
    ['an unknown region', 'vn.west.lo2', [[0, 5]], 'PLAY_TYPE_UNKNOWN', undefined],
  ])('refuses %s', (_, playType, selection, code, row) => {
    expect(refusal(() => checkSelection(playType, selection))).toEqual({ code, row });
  });

  it('costs bet count × unit × multiplier', () => {
    // C(5, 2) = 10 pairs at 0.20 × 2.
    const checked = checkLotteryBet(
      { playType: 'vn.north.xien2', selection: allNumbers(2, 5), unit: 20n, multiplier: 2 },
      DEFAULT_LOTTERY_RULES,
    );
    expect(checked.betCount).toBe(10);
    expect(checked.stake).toBe(400n);
  });
});
