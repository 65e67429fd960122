// @vitest-environment node
import {
  checkSelection,
  findPlayType,
  LOTTERY_FAMILIES,
  LotteryBetError,
  playTypesOf,
  REGIONAL_LOTTERY_FAMILIES,
} from '@gamehall/games';
import { describe, expect, it } from 'vitest';
import {
  parseTickets,
  quickPick,
  quickPicksOf,
  randomPicks,
  ticketsText,
  typesNumbers,
} from './board.ts';

const shapeOf = (id: string) => {
  const type = findPlayType(id);
  if (!type) throw new Error(id);
  return type.shape;
};
const rowOf = (id: string, row = 0) => {
  const shape = shapeOf(id);
  if (shape.kind !== 'rows' || !shape.rows[row]) throw new Error(id);
  return shape.rows[row];
};

describe('quick picks', () => {
  it('split a row of numbers into halves and by parity', () => {
    const digits = rowOf('ssc.last2.straight');
    expect(quickPick(digits, 'big')).toEqual([5, 6, 7, 8, 9]);
    expect(quickPick(digits, 'small')).toEqual([0, 1, 2, 3, 4]);
    expect(quickPick(digits, 'odd')).toEqual([1, 3, 5, 7, 9]);
    expect(quickPick(digits, 'even')).toEqual([0, 2, 4, 6, 8]);
    expect(quickPick(rowOf('11x5.position'), 'big')).toEqual([6, 7, 8, 9, 10, 11]);
    expect(quickPick(rowOf('pk10.first'), 'big')).toEqual([6, 7, 8, 9, 10]);
    expect(quickPick(rowOf('ssc.last3.sum'), 'big')).toEqual([
      14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27,
    ]);
  });

  it('are offered only on numbers, and only those the row can hold', () => {
    expect(quickPicksOf(rowOf('ssc.position'))).toEqual([
      'big',
      'small',
      'odd',
      'even',
      'all',
      'clear',
    ]);
    expect(quickPicksOf(rowOf('ssc.dragonTiger'))).toEqual([]);
    expect(quickPicksOf(rowOf('pk10.place.bsoe'))).toEqual([]);
    // Keno takes at most ten of its eighty numbers.
    expect(quickPicksOf(rowOf('lf.pick3'))).toEqual(['clear']);
  });
});

describe('randomPicks', () => {
  it('makes a bet every in-house play type takes, e-lottery and regional', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const families = [...LOTTERY_FAMILIES, ...REGIONAL_LOTTERY_FAMILIES];
    for (const type of families.flatMap((family) => playTypesOf(family))) {
      for (let i = 0; i < 20; i++) {
        const picks = randomPicks(type.id, type.shape, random);
        expect(() => checkSelection(type.id, picks), type.id).not.toThrow();
      }
    }
  });
});

describe('parseTickets', () => {
  const ssc5 = shapeOf('ssc.5star.single');
  const first3 = shapeOf('11x5.first3.single');
  if (ssc5.kind !== 'tickets' || first3.kind !== 'tickets') throw new Error('shapes');

  it('reads a ticket a line, with or without spaces', () => {
    expect(parseTickets('1 2 3 4 5\n12345, 00000 ;\n', ssc5)).toEqual([
      [1, 2, 3, 4, 5],
      [1, 2, 3, 4, 5],
      [0, 0, 0, 0, 0],
    ]);
    expect(parseTickets('01 02 11\n010203', first3)).toEqual([
      [1, 2, 11],
      [1, 2, 3],
    ]);
  });

  it('keeps what it cannot read, for the check to name', () => {
    expect(parseTickets('1 2 x', first3)).toEqual([[1, 2, 'x']]);
    expect(() => checkSelection('11x5.first3.single', parseTickets('1 2 x', first3))).toThrow(
      /not on the board/,
    );
  });
});

describe('parseTickets of a regional play type: numbers, leading zeros kept (issue 15)', () => {
  const lo2 = shapeOf('vn.north.lo2');
  const big = shapeOf('4d.big');
  if (lo2.kind !== 'tickets' || big.kind !== 'tickets') throw new Error('shapes');
  const codeOf = (id: string, selection: unknown) => {
    try {
      checkSelection(id, selection);
      return 'ok';
    } catch (err) {
      return err instanceof LotteryBetError ? err.code : String(err);
    }
  };

  it('reads every word as one number, its digits the ticket', () => {
    expect(parseTickets('05 45', lo2, true)).toEqual([
      [0, 5],
      [4, 5],
    ]);
    expect(parseTickets(' 00,09;\n90  ', lo2, true)).toEqual([
      [0, 0],
      [0, 9],
      [9, 0],
    ]);
    expect(parseTickets('0123', big, true)).toEqual([[0, 1, 2, 3]]);
    expect(codeOf('vn.north.lo2', parseTickets('05 45', lo2, true))).toBe('ok');
  });

  it('never drops a leading zero nor splits a longer number', () => {
    // "05" is never 5, and "0105" typed for a 2-digit lô is one 4-digit number, not [1, 5].
    expect(parseTickets('0105', lo2, true)).toEqual([[0, 1, 0, 5]]);
    expect(codeOf('vn.north.lo2', parseTickets('0105', lo2, true))).toBe('PICK_COUNT');
    expect(codeOf('vn.north.lo2', parseTickets('5', lo2, true))).toBe('PICK_COUNT');
    expect(parseTickets('5x', lo2, true)).toEqual([[5, 'x']]);
    expect(codeOf('vn.north.lo2', parseTickets('5x', lo2, true))).toBe('PICK_OFF_BOARD');
  });

  it('splits a word in two-digit numbers only on a board that goes above 9', () => {
    // A board of digits (SSC, the regional tickets read as picks): "0105" stays whole.
    expect(parseTickets('0105', lo2)).toEqual([[105]]);
    expect(parseTickets('0105', lo2)).not.toEqual([[1, 5]]);
    const first3 = shapeOf('11x5.first3.single');
    if (first3.kind !== 'tickets') throw new Error('shape');
    expect(parseTickets('010211', first3)).toEqual([[1, 2, 11]]);
  });

  it('writes numbers back whole, and knows which play types take them', () => {
    expect(
      ticketsText(
        [
          [0, 5],
          [4, 5],
        ],
        true,
      ),
    ).toBe('05 45');
    const typed = (id: string) => {
      const type = findPlayType(id);
      return type !== undefined && typesNumbers(type);
    };
    expect(typed('vn.south.xien3')).toBe(true);
    expect(typed('thai.tote3')).toBe(true);
    expect(typed('4d.small')).toBe(true);
    // A row of digits, and the e-lottery's typed tickets, are picks.
    expect(typed('thai.run.top')).toBe(false);
    expect(typed('ssc.5star.single')).toBe(false);
  });
});
