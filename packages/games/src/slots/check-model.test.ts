import { describe, expect, it } from 'vitest';
import { slotModels } from './catalogue.ts';
import { checkSlotModel, SlotModelError } from './check-model.ts';
import type { SlotModel } from './model.ts';

/** A mutable copy of a shipped model, to break one thing at a time. */
const copy = (id: string): SlotModel => structuredClone(slotModels[id] as SlotModel);
type Raw = Record<string, unknown> & SlotModel;

function problems(raw: unknown): string[] {
  try {
    checkSlotModel(raw);
  } catch (e) {
    if (e instanceof SlotModelError) return e.problems;
    throw e;
  }
  return [];
}

describe('checkSlotModel', () => {
  it('accepts the three shipped titles', () => {
    expect(Object.keys(slotModels)).toEqual([
      'slot-sevens',
      'slot-jade-temple',
      'slot-cosmic-gems',
    ]);
    for (const id of Object.keys(slotModels)) expect(problems(copy(id))).toEqual([]);
  });

  it('names the model and the field in its message', () => {
    const m = copy('slot-jade-temple');
    (m.reels[2] as string[])[7] = 'jadde';
    expect(() => checkSlotModel(m)).toThrow(
      /slot model "slot-jade-temple" is malformed:\n {2}reels\[2\]\[7\]: unknown symbol "jadde"/,
    );
    // Not fooled by what every object inherits.
    (m.reels[2] as string[])[7] = 'constructor';
    expect(problems(m)).toEqual(['reels[2][7]: unknown symbol "constructor"']);
  });

  it('rejects a typo in a field name instead of ignoring it', () => {
    const m = copy('slot-sevens') as Raw;
    m.maxWinMultiplier = 500;
    const s = m.symbols.seven as unknown as Record<string, unknown>;
    s.pay = { '3': 1 };
    expect(problems(m)).toEqual([
      'maxWinMultiplier: unknown field',
      'symbols.seven.pay: unknown field',
    ]);
  });

  it('rejects paylines off the grid, of the wrong length, or repeated', () => {
    const m = copy('slot-sevens');
    m.paylines[1] = [0, 3, 0];
    m.paylines[2] = [1, 1];
    m.paylines[3] = [1, 1, 1];
    expect(problems(m)).toEqual([
      'paylines[1]: must give one row in 0..2 per reel',
      'paylines[2]: must give one row in 0..2 per reel',
      'paylines[3]: repeats an earlier payline',
    ]);
  });

  it('rejects bets the payline count does not divide (wins would need fractions)', () => {
    const m = copy('slot-jade-temple');
    m.betLevels = [20, 50, 40];
    expect(problems(m)).toEqual([
      'betLevels[1]: 50 is not a multiple of the 20 paylines',
      'betLevels[2]: must increase',
    ]);
  });

  it('rejects fractional, zero or falling pays and impossible counts', () => {
    const m = copy('slot-cosmic-gems');
    m.symbols.ruby = { pays: { '3': 15, '4': 12.5, '6': 300 } };
    m.symbols.star = { pays: { '3': 0, '4': 200, '5': 100 } };
    expect(problems(m)).toEqual([
      'symbols.ruby.pays.4: must be a whole number ≥ 1',
      'symbols.ruby.pays.6: count must be a whole number in 1..5',
      'symbols.star.pays.3: must be a whole number ≥ 1',
      'symbols.star.pays.5: pays less than a smaller count',
    ]);
  });

  it('keeps scatters off lines and free-spin rules consistent with the scatter', () => {
    const jade = copy('slot-jade-temple');
    jade.symbols.temple = {
      ...jade.symbols.temple,
      pays: { '3': 5 },
    } as SlotModel['symbols'][string];
    delete jade.freeSpins;
    expect(problems(jade)).toEqual([
      'symbols.temple.pays: must be {}: a scatter pays through scatterPays, not on lines',
      'freeSpins: the scatter awards free spins, so give their rules',
    ]);
    const sevens = copy('slot-sevens');
    sevens.freeSpins = { multiplier: 0, retrigger: 'yes' as unknown as boolean };
    expect(problems(sevens)).toEqual([
      'freeSpins: no scatter awards free spins',
      'freeSpins.multiplier: must be a whole number ≥ 1',
      'freeSpins.retrigger: must be true or false',
    ]);
  });

  it('allows one wild and one scatter, and no symbol that is on no reel', () => {
    const m = copy('slot-cosmic-gems');
    m.symbols.ruby = { pays: { '3': 15 }, wild: true };
    m.symbols.comet = { pays: {}, scatter: true, scatterPays: { '3': 1 } };
    m.symbols.moon = { pays: { '3': 5 } };
    expect(problems(m)).toEqual([
      'symbols.nova: a second scatter (one per model)',
      'symbols.moon: is on no reel',
      'symbols: at most one wild symbol',
    ]);
  });

  it('rejects a missing or impossible RTP, cap and rows', () => {
    const m = copy('slot-sevens') as Raw;
    m.declaredRtp = 96.1;
    m.maxWinMultiple = 0;
    m.rows = 0;
    expect(problems(m)).toEqual(
      expect.arrayContaining([
        'rows: must be a whole number ≥ 1',
        'declaredRtp: must be in (0, 1)',
        'maxWinMultiple: must be a whole number ≥ 1',
      ]),
    );
    expect(problems(null)).toEqual(['(root): must be an object']);
  });

  it('refuses bets whose wins could leave exact integer range', () => {
    const m = copy('slot-sevens');
    m.betLevels = [10, 5 * 2 ** 42];
    expect(problems(m)).toEqual([
      'betLevels: the top bet times the largest wins leaves exact integer range',
    ]);
  });
});
