// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readChase } from '../hooks/use-slip.ts';
import { chaseMultipliers, resizeMultipliers, type SlipBet, totalStake } from './chase.ts';
import { previewBet } from './preview.ts';

const rules = { units: [2, 0.2, 0.02], maxMultiplier: 100, maxStakePerBet: 50 };

describe('previewBet', () => {
  it('counts the bets and prices them in minor units', () => {
    const preview = previewBet(
      {
        playType: 'ssc.last2.straight',
        picks: [
          [1, 2],
          [3, 4, 5],
        ],
        unit: 0.2,
        multiplier: '3',
      },
      rules,
    );
    expect(preview).toMatchObject({ ok: true, betCount: 6, stake: 360n, multiplier: 3 });
  });

  it('names what is wrong with packages/games’ codes, and the stake over the limit', () => {
    const draft = { playType: 'ssc.last2.straight', picks: [[1], []], unit: 2, multiplier: '1' };
    expect(previewBet(draft, rules)).toEqual({ ok: false, code: 'PICK_COUNT', row: 1 });
    expect(previewBet({ ...draft, picks: [[], []] }, rules)).toMatchObject({
      code: 'SELECTION_EMPTY',
    });
    expect(previewBet({ ...draft, picks: [[1], [2]], multiplier: '1.5' }, rules)).toMatchObject({
      code: 'MULTIPLIER_INVALID',
    });
    expect(previewBet({ ...draft, picks: [[1], [2]], multiplier: '101' }, rules)).toMatchObject({
      code: 'MULTIPLIER_INVALID',
    });
    expect(previewBet({ ...draft, picks: [[1], [2]], unit: 1 }, rules)).toMatchObject({
      code: 'UNIT_INVALID',
    });
    // 10 × 10 bets × 2.00 = 200.00 > 50.00 a bet.
    const all = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(previewBet({ ...draft, picks: [all, all] }, rules)).toEqual({
      ok: false,
      code: 'STAKE_ABOVE_MAX',
    });
  });
});

describe('chase', () => {
  it('fills the multipliers the same or doubling, within the limit', () => {
    expect(chaseMultipliers('same', 3, 2, 100)).toEqual([2, 2, 2]);
    expect(chaseMultipliers('double', 5, 3, 40)).toEqual([3, 6, 12, 24, 40]);
    expect(resizeMultipliers([1, 2], 4)).toEqual([1, 2, 2, 2]);
    expect(resizeMultipliers([1, 2, 4], 2)).toEqual([1, 2]);
  });

  it('totals the slip over every draw at its multiplier', () => {
    const bet = { stake: 1200n } as SlipBet;
    expect(totalStake([bet, bet], null)).toBe(2400n);
    expect(totalStake([bet, bet], [1, 2, 4])).toBe(2400n * 7n);
  });

  it('reads the chase form against the limits', () => {
    const form = {
      on: true,
      draws: '3',
      start: '1',
      multipliers: ['1', '2', '4'],
      stopOnWin: true,
    };
    expect(readChase(form, 120, 100)).toEqual({
      ok: true,
      draws: 3,
      multipliers: [1, 2, 4],
      stopOnWin: true,
    });
    expect(readChase({ ...form, draws: '1' }, 120, 100)).toEqual({ ok: false, problem: 'draws' });
    expect(readChase({ ...form, draws: '121' }, 120, 100)).toMatchObject({ problem: 'draws' });
    expect(readChase({ ...form, multipliers: ['1', '0', '4'] }, 120, 100)).toMatchObject({
      problem: 'multiplier',
    });
  });
});
