import { describe, expect, it } from 'vitest';
import { slotModels } from './catalogue.ts';
import type { SlotModel } from './model.ts';
import { playSlotRound } from './round.ts';
import { scriptedStopSource } from './stop-sources.ts';

/**
 * Cosmic Gems: 5 reels × 4 rows, 40 lines; bet 40 makes the line bet 1. Nova scatters pay
 * 3→2, 4→10, 5→50 times the total bet and 3 or more award 8 free spins at 3×, which do
 * not retrigger. Expected wins were worked out by hand from models/slot-cosmic-gems.json.
 */
const cosmic = slotModels['slot-cosmic-gems'] as SlotModel;

const TRIGGER = [14, 22, 1, 21, 9]; // three novas and four diamonds through a wild
const FIVE = [10, 10, 32, 14, 0]; // five diamonds, one of them a wild
const NOVAS = [2, 1, 0, 18, 20]; // three novas, no line
const DEAD = [28, 17, 14, 6, 20]; // nothing at all

describe('slot-cosmic-gems at fixed stops', () => {
  it('shows four rows and pays a four-of-a-kind completed by a wild, plus the scatter', () => {
    const spin = playSlotRound(
      cosmic,
      40,
      scriptedStopSource([...TRIGGER, ...new Array(40).fill(0)]),
    ).spins[0];
    expect(spin?.grid).toEqual([
      ['ruby', 'diamond', 'nova', 'emerald'],
      ['sapphire', 'topaz', 'diamond', 'comet'],
      ['planet', 'amethyst', 'nova', 'wild'],
      ['ruby', 'comet', 'diamond', 'sapphire'],
      ['nova', 'ruby', 'sapphire', 'topaz'],
    ]);
    // Line 20 crosses rows 1-2-3-2-1: diamond, diamond, wild, diamond, ruby.
    expect(spin?.lineWins).toEqual([{ line: 20, symbol: 'diamond', count: 4, amount: 75 }]);
    expect(spin?.scatterWin).toEqual({ symbol: 'nova', count: 3, amount: 80 });
    expect(spin?.freeSpinsAwarded).toBe(8);
  });

  it('pays five of a kind through a wild on reel 4', () => {
    const spin = playSlotRound(cosmic, 400, scriptedStopSource(FIVE)).spins[0];
    expect(spin?.grid).toEqual([
      ['ruby', 'diamond', 'star', 'planet'],
      ['planet', 'comet', 'diamond', 'emerald'],
      ['star', 'sapphire', 'diamond', 'emerald'],
      ['sapphire', 'planet', 'wild', 'emerald'],
      ['topaz', 'diamond', 'emerald', 'planet'],
    ]);
    // Line bet 10: five diamonds pay 300 line bets, three (line 31, rows 1-2-2-1-2) 15.
    expect(spin?.lineWins).toEqual([
      { line: 9, symbol: 'diamond', count: 5, amount: 3000 },
      { line: 31, symbol: 'diamond', count: 3, amount: 150 },
    ]);
  });

  it('plays 8 free spins at 3× that pay scatters but never retrigger', () => {
    const stops = [...TRIGGER, ...FIVE, ...NOVAS, ...new Array(6).fill(DEAD).flat()];
    const round = playSlotRound(cosmic, 40, scriptedStopSource(stops));
    expect(round.spins).toHaveLength(9);
    expect(round.spins.map((s) => s.multiplier)).toEqual([1, 3, 3, 3, 3, 3, 3, 3, 3]);
    const [base, five, novas] = round.spins;
    expect(base?.win).toBe(155);
    expect(five?.lineWins.map((w) => w.amount)).toEqual([900, 45]);
    expect(novas?.scatterWin).toEqual({ symbol: 'nova', count: 3, amount: 240 });
    expect(novas?.freeSpinsAwarded).toBe(0);
    expect(round).toMatchObject({ totalWin: 155 + 945 + 240, capped: false });
  });

  it('caps a big free-spin round', () => {
    const capped = { ...cosmic, maxWinMultiple: 20 };
    const stops = [...TRIGGER, ...FIVE, ...FIVE];
    const round = playSlotRound(capped, 40, scriptedStopSource(stops));
    expect(round.spins).toHaveLength(2);
    expect(round).toMatchObject({ totalWin: 800, capped: true });
  });
});
