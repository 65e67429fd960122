import { describe, expect, it } from 'vitest';
import { LotteryBetError, type LotteryBetErrorCode } from './lottery-bet-error.ts';
import {
  checkLotteryBet,
  checkSelection,
  DEFAULT_LOTTERY_RULES,
  type LotteryBet,
  MAX_LOTTERY_MULTIPLIER,
} from './validate.ts';

function refusal(run: () => unknown): { code: LotteryBetErrorCode; row: number | undefined } {
  try {
    run();
  } catch (e) {
    if (e instanceof LotteryBetError) return { code: e.code, row: e.row };
    throw e;
  }
  throw new Error('expected a refusal');
}

const bet = (over: Partial<LotteryBet>): LotteryBet => ({
  playType: 'ssc.last3.straight',
  selection: [[1], [2], [3]],
  unit: 200n,
  multiplier: 1,
  ...over,
});

describe('checking a lottery selection', () => {
  it('counts the unit bets on the server and puts each row in board order', () => {
    const checked = checkSelection('ssc.last3.straight', [[9, 1], [2], [7, 3, 5]]);
    expect(checked.betCount).toBe(6);
    expect(checked.selection).toEqual([[1, 9], [2], [3, 5, 7]]);
    expect(
      checkSelection('ssc.position.bsoe', [['odd', 'big'], [], [], [], ['small']]).selection,
    ).toEqual([['big', 'odd'], [], [], [], ['small']]);
    expect(
      checkSelection('11x5.first3.single', [
        [1, 2, 3],
        [3, 2, 1],
      ]).betCount,
    ).toBe(2);
  });

  it.each([
    ['an unknown play type', 'ssc.nothing', [[1]], 'PLAY_TYPE_UNKNOWN', undefined],
    ['not a list', 'ssc.last3.straight', 'all', 'SELECTION_INVALID', undefined],
    ['a row missing', 'ssc.last3.straight', [[1], [2]], 'SELECTION_INVALID', undefined],
    ['a row not a list', 'ssc.last3.straight', [[1], 2, [3]], 'SELECTION_INVALID', 1],
    ['a digit off the board', 'ssc.last3.straight', [[1], [10], [3]], 'PICK_OFF_BOARD', 1],
    ['a digit as text', 'ssc.last3.straight', [[1], ['2'], [3]], 'PICK_OFF_BOARD', 1],
    ['a fraction', 'lhc.special.straight', [[1.5]], 'PICK_OFF_BOARD', 0],
    ['an option of another play type', 'ssc.total.bsoe', [['dragon']], 'PICK_OFF_BOARD', 0],
    ['a duplicate', '11x5.any3', [[1, 2, 2, 3]], 'PICK_DUPLICATE', 0],
    ['too few picks in a row', 'ssc.last3.straight', [[1], [], [3]], 'PICK_COUNT', 1],
    ['too few for any 5', '11x5.any5', [[1, 2, 3, 4]], 'PICK_COUNT', 0],
    ['too many for pick 5', 'lf.pick5', [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]], 'PICK_COUNT', 0],
    ['an empty row', 'pk10.first', [[]], 'SELECTION_EMPTY', undefined],
    ['nothing at any position', 'ssc.position', [[], [], [], [], []], 'SELECTION_EMPTY', undefined],
    [
      'a straight that repeats a number',
      '11x5.first2.straight',
      [[4], [4]],
      'SELECTION_EMPTY',
      undefined,
    ],
    ['no ticket', 'ssc.last3.single', [], 'SELECTION_EMPTY', undefined],
    ['a short ticket', 'ssc.last3.single', [[1, 2]], 'PICK_COUNT', 0],
    [
      'a ticket twice',
      'ssc.last3.single',
      [
        [1, 2, 3],
        [4, 5, 6],
        [1, 2, 3],
      ],
      'PICK_DUPLICATE',
      2,
    ],
    ['a ticket repeating a number', '11x5.first3.single', [[1, 1, 3]], 'PICK_DUPLICATE', 0],
    ['a ticket off the board', '11x5.first3.single', [[1, 12, 3]], 'PICK_OFF_BOARD', 0],
  ])('refuses %s', (_, playType, selection, code, row) => {
    expect(refusal(() => checkSelection(playType, selection))).toEqual({ code, row });
  });
});

describe('checking a lottery bet', () => {
  it('costs bet count × unit × multiplier', () => {
    // 2 × 2 × 3 = 12 straight tuples, at 0.20 × 5 = 1.00 each: 12.00.
    const checked = checkLotteryBet(
      bet({
        selection: [
          [1, 2],
          [3, 4],
          [5, 6, 7],
        ],
        unit: 20n,
        multiplier: 5,
      }),
      DEFAULT_LOTTERY_RULES,
    );
    expect(checked.betCount).toBe(12);
    expect(checked.stake).toBe(1200n);
  });

  it.each([
    ['a unit the brand does not offer', { unit: 100n }, 'UNIT_INVALID'],
    ['a zero unit', { unit: 0n }, 'UNIT_INVALID'],
    ['a unit as a number', { unit: 200 as unknown as bigint }, 'UNIT_INVALID'],
    ['a zero multiplier', { multiplier: 0 }, 'MULTIPLIER_INVALID'],
    ['a negative multiplier', { multiplier: -2 }, 'MULTIPLIER_INVALID'],
    ['a fractional multiplier', { multiplier: 1.5 }, 'MULTIPLIER_INVALID'],
    ['a multiplier over the brand limit', { multiplier: 10_001 }, 'MULTIPLIER_INVALID'],
  ])('refuses %s', (_, over, code) => {
    expect(refusal(() => checkLotteryBet(bet(over), DEFAULT_LOTTERY_RULES)).code).toBe(code);
  });

  it('caps the multiplier whatever the brand says', () => {
    const generous = { units: [200n], maxMultiplier: 10 ** 9 };
    expect(checkLotteryBet(bet({ multiplier: MAX_LOTTERY_MULTIPLIER }), generous).stake).toBe(
      20_000_000n,
    );
    expect(
      refusal(() => checkLotteryBet(bet({ multiplier: MAX_LOTTERY_MULTIPLIER + 1 }), generous))
        .code,
    ).toBe('MULTIPLIER_INVALID');
  });
});
