import { describe, expect, it } from 'vitest';
import { uniformsFor } from '../dice/every-roll.ts';
import { settleLiveBets } from '../live/engine.ts';
import { sicboEngine } from './engine.ts';

/** The outcome of dice a, b, c (1–6), dealt by the engine itself. */
const roll = (a: number, b: number, c: number) =>
  sicboEngine.dealFrom(uniformsFor([a - 1, b - 1, c - 1]));
const returns = (outcome: ReturnType<typeof roll>, stake: bigint, spots: string[]) =>
  spots.map((spot) => [spot, sicboEngine.settle(spot, stake, outcome)]);

// Every payout here is a whole "x:1", so a return is stake × (x + 1) or 0: nothing is ever
// rounded and no bet pushes. Odd stakes below show no fraction creeps in.
describe('settling sic bo', () => {
  it('pays small, even, the total, a combo and singles on 1-2-3', () => {
    const outcome = roll(1, 2, 3);
    expect(outcome).toEqual({ dice: [1, 2, 3], total: 6, triple: false });
    expect(
      returns(outcome, 10n, [
        'small',
        'big',
        'odd',
        'even',
        'total:6',
        'total:7',
        'double:1',
        'triple:1',
        'anyTriple',
        'combo:1-2',
        'combo:1-3',
        'combo:4-5',
        'single:1',
        'single:4',
      ]),
    ).toEqual([
      ['small', 20n],
      ['big', 0n],
      ['odd', 0n],
      ['even', 20n],
      ['total:6', 180n], // 17:1
      ['total:7', 0n],
      ['double:1', 0n],
      ['triple:1', 0n],
      ['anyTriple', 0n],
      ['combo:1-2', 60n], // 5:1
      ['combo:1-3', 60n],
      ['combo:4-5', 0n],
      ['single:1', 20n], // one die: 1:1
      ['single:4', 0n],
    ]);
  });

  it('pays a double, a combo once and a single 2:1 on 5-5-6', () => {
    const outcome = roll(5, 6, 5);
    expect(outcome).toEqual({ dice: [5, 6, 5], total: 16, triple: false });
    expect(
      returns(outcome, 7n, [
        'big',
        'even',
        'total:16',
        'double:5',
        'double:6',
        'combo:5-6',
        'single:5',
        'single:6',
      ]),
    ).toEqual([
      ['big', 14n],
      ['even', 14n],
      ['total:16', 217n], // 30:1 → 7 × 31
      ['double:5', 77n], // 10:1 → 7 × 11
      ['double:6', 0n],
      ['combo:5-6', 42n], // 5:1, however many fives
      ['single:5', 21n], // two dice: 2:1
      ['single:6', 14n],
    ]);
  });

  it('loses small, big, odd and even on a triple, and pays the triple bets', () => {
    const outcome = roll(2, 2, 2);
    expect(outcome).toEqual({ dice: [2, 2, 2], total: 6, triple: true });
    expect(
      returns(outcome, 3n, [
        'small',
        'big',
        'odd',
        'even',
        'total:6',
        'double:2',
        'triple:2',
        'triple:3',
        'anyTriple',
        'combo:1-2',
        'single:2',
      ]),
    ).toEqual([
      ['small', 0n],
      ['big', 0n],
      ['odd', 0n],
      ['even', 0n], // 6 is even, but a triple
      ['total:6', 54n], // a total bet counts triples
      ['double:2', 33n], // at least two
      ['triple:2', 543n], // 180:1
      ['triple:3', 0n],
      ['anyTriple', 93n], // 30:1
      ['combo:1-2', 0n],
      ['single:2', 12n], // three dice: 3:1
    ]);
    expect(returns(roll(4, 4, 4), 5n, ['big', 'even', 'total:12'])).toEqual([
      ['big', 0n],
      ['even', 0n],
      ['total:12', 35n],
    ]);
  });

  it('pays each total its own odds', () => {
    const pays: [[number, number, number], string, bigint][] = [
      [[1, 1, 2], 'total:4', 61n],
      [[6, 6, 5], 'total:17', 61n],
      [[1, 1, 3], 'total:5', 31n],
      [[1, 2, 4], 'total:7', 13n],
      [[6, 6, 2], 'total:14', 13n],
      [[2, 2, 4], 'total:8', 9n],
      [[6, 6, 1], 'total:13', 9n],
      [[3, 3, 3], 'total:9', 7n],
      [[1, 3, 6], 'total:10', 7n],
      [[5, 5, 1], 'total:11', 7n],
      [[6, 6, 3], 'total:15', 18n],
    ];
    for (const [[a, b, c], spot, back] of pays) {
      expect([spot, sicboEngine.settle(spot, 1n, roll(a, b, c))]).toEqual([spot, back]);
    }
    expect(sicboEngine.settle('total:4', 1n, roll(1, 1, 1))).toBe(0n);
  });

  it('settles a variant spelling like the board writes it, and refuses unknown spots', () => {
    expect(sicboEngine.settle('combo:3-1', 10n, roll(1, 2, 3))).toBe(60n);
    expect(() => sicboEngine.settle('total:3', 10n, roll(1, 1, 1))).toThrow(RangeError);
    const [combo, lost] = settleLiveBets(
      sicboEngine,
      [
        { spot: 'combo:3-1', stake: 10n },
        { spot: 'big', stake: 10n },
      ],
      roll(1, 2, 3),
    );
    expect(combo).toMatchObject({ spot: 'combo:1-3', type: 'combo', win: 60n, result: 'win' });
    expect(lost).toMatchObject({ spot: 'big', type: 'big', win: 0n, result: 'lose' });
  });
});
