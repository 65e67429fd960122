import { describe, expect, it } from 'vitest';
import { slotModels } from './catalogue.ts';
import { checkSlotModel } from './check-model.ts';
import { compileModel } from './compiled-model.ts';
import type { SlotModel } from './model.ts';
import { slotMath } from './slot-math.ts';
import { playSpin } from './spin.ts';
import { scriptedStopSource } from './stop-sources.ts';

describe('declared RTP of each title', () => {
  for (const model of Object.values(slotModels)) {
    it(`${model.id} declares its exact RTP (${model.declaredRtp})`, () => {
      const math = slotMath(model);
      expect(Math.abs(math.rtp - model.declaredRtp)).toBeLessThan(0.0005);
      // Declared as the exact figure rounded to 4 decimals.
      expect(Math.round(math.rtp * 1e4) / 1e4).toBe(model.declaredRtp);
      expect(math.rtp).toBeGreaterThan(0.95);
      expect(math.rtp).toBeLessThan(0.97);
    });
  }

  it('gives the features the expected shape', () => {
    const [sevens, jade, cosmic] = Object.values(slotModels).map(slotMath);
    expect(sevens?.freeGameRtp).toBe(0);
    // Jade: retriggers lengthen a 10-spin feature; Cosmic: exactly 8, never more.
    expect(jade?.spinsPerFeature).toBeGreaterThan(10);
    expect(cosmic?.spinsPerFeature).toBe(8);
    for (const math of [jade, cosmic]) {
      expect(math?.triggerChance).toBeGreaterThan(1 / 250);
      expect(math?.triggerChance).toBeLessThan(1 / 50);
    }
  });
});

/**
 * A small 5-reel model whose every base spin can be played (6⁵ = 7,776 stop combinations),
 * with what the titles have and more: wilds on reel 1 (so wild-only lines), a 2-count pay,
 * scatters that can show twice on one reel, scatter pays from 2 and free spins from 4.
 */
const toy = checkSlotModel({
  id: 'toy',
  name: 'Toy',
  rows: 3,
  reels: [
    ['a', 'wild', 'b', 'scatter', 'a', 'blank'],
    ['b', 'a', 'scatter', 'wild', 'scatter', 'a'],
    ['a', 'b', 'wild', 'blank', 'scatter', 'b'],
    ['wild', 'a', 'a', 'b', 'scatter', 'blank'],
    ['b', 'scatter', 'a', 'wild', 'blank', 'b'],
  ],
  paylines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
  ],
  symbols: {
    a: { pays: { '3': 2, '4': 5, '5': 20 } },
    b: { pays: { '2': 1, '3': 3, '5': 40 } },
    blank: { pays: {} },
    wild: { pays: { '3': 5, '4': 20, '5': 100 }, wild: true },
    scatter: {
      pays: {},
      scatter: true,
      scatterPays: { '2': 1, '3': 5 },
      freeSpins: { '4': 1, '6': 2 },
    },
  },
  freeSpins: { multiplier: 2, retrigger: true },
  declaredRtp: 0.5,
  betLevels: [4],
  maxWinMultiple: 1_000_000,
});

describe('slotMath against every base spin of a small model', () => {
  it('matches the engine’s exact mean spin win, trigger chance and free spins awarded', () => {
    const c = compileModel(toy);
    let win = 0;
    let triggers = 0;
    let awarded = 0;
    let combos = 0;
    const walk = (stops: number[]) => {
      if (stops.length === 5) {
        const spin = playSpin(c, scriptedStopSource(stops), 4, false);
        win += spin.win;
        awarded += spin.freeSpinsAwarded;
        if (spin.freeSpinsAwarded > 0) triggers++;
        combos++;
        return;
      }
      for (let s = 0; s < 6; s++) walk([...stops, s]);
    };
    walk([]);
    const math = slotMath(toy);
    expect(combos).toBe(7776);
    expect(math.spinRtp).toBeCloseTo(win / combos / 4, 12);
    expect(math.triggerChance).toBeCloseTo(triggers / combos, 12);
    expect(math.freeSpinsPerRound * (1 - awarded / combos)).toBeCloseTo(awarded / combos, 12);
    expect(math.rtp).toBeCloseTo(math.spinRtp * (1 + 2 * math.freeSpinsPerRound), 12);
  });

  it('refuses a model whose free spins would retrigger on average more than they use', () => {
    const endless = structuredClone(toy) as SlotModel;
    (endless.symbols.scatter as { freeSpins: Record<string, number> }).freeSpins = { '2': 50 };
    expect(() => slotMath(endless)).toThrow(/retrigger without end/);
  });
});
