import { describe, expect, it } from 'vitest';
import { slotModels } from './catalogue.ts';
import type { SlotModel } from './model.ts';
import { playSlotRound } from './round.ts';
import { scriptedStopSource } from './stop-sources.ts';

/**
 * Jade Temple: 5 reels × 3 rows, 20 lines; bet 20 makes the line bet 1, so line amounts
 * read as the pay table's numbers (×2 in free spins). Temple scatters pay 3→2, 4→10,
 * 5→50 times the total bet anywhere, and 3 or more award 10 free spins at 2×, retriggering.
 * Expected wins were worked out by hand from models/slot-jade-temple.json.
 */
const jade = slotModels['slot-jade-temple'] as SlotModel;

const TRIGGER = [6, 21, 1, 15, 22]; // three temples, two small line wins
const WILDS = [7, 20, 6, 7, 5]; // wilds on the middle row of reels 1–3
const RETRIGGER = [20, 2, 29, 14, 5]; // three temples and three dragons
const DEAD = [23, 25, 7, 18, 3]; // nothing on any line, no temple

describe('slot-jade-temple at fixed stops', () => {
  it('picks each line’s best combination when wilds could form several', () => {
    const spin = playSlotRound(jade, 20, scriptedStopSource(WILDS)).spins[0];
    expect(spin?.grid).toEqual([
      ['queen', 'wild', 'ten'],
      ['king', 'wild', 'jack'],
      ['ace', 'wild', 'tiger'],
      ['queen', 'ten', 'lotus'],
      ['lotus', 'jack', 'koi'],
    ]);
    expect(spin?.lineWins).toEqual([
      // W W W ten jack: three wilds (50) beat four tens (20).
      { line: 0, symbol: 'wild', count: 3, amount: 50 },
      // W king W queen: the wilds stand in for the king whichever side of it they are.
      { line: 9, symbol: 'king', count: 3, amount: 10 },
      { line: 10, symbol: 'jack', count: 3, amount: 5 },
      { line: 13, symbol: 'ace', count: 3, amount: 10 },
      // W W tiger: two wilds pay nothing as wilds, so the tiger's three (30) is the best.
      { line: 14, symbol: 'tiger', count: 3, amount: 30 },
      { line: 15, symbol: 'queen', count: 3, amount: 5 },
      // ten W W ten koi: four tens (20) beat nothing.
      { line: 16, symbol: 'ten', count: 4, amount: 20 },
    ]);
    expect(spin?.win).toBe(130);
  });

  it('pays the scatter anywhere on the grid and a temple ends a line run', () => {
    const spin = playSlotRound(jade, 20, scriptedStopSource([...TRIGGER, ...new Array(50).fill(0)]))
      .spins[0];
    expect(spin?.grid).toEqual([
      ['king', 'queen', 'wild'],
      ['wild', 'jack', 'lotus'],
      ['temple', 'jack', 'ten'],
      ['temple', 'ten', 'lotus'],
      ['temple', 'jack', 'ten'],
    ]);
    expect(spin?.lineWins).toEqual([
      { line: 16, symbol: 'jack', count: 3, amount: 5 },
      // W W ten temple …: the temple is not substituted, so three tens.
      { line: 18, symbol: 'ten', count: 3, amount: 5 },
    ]);
    expect(spin?.scatterWin).toEqual({ symbol: 'temple', count: 3, amount: 40 });
    expect(spin?.freeSpinsAwarded).toBe(10);
  });

  it('plays 10 free spins at 2× and 10 more when they retrigger, all in one round', () => {
    const stops = [...TRIGGER, ...WILDS, ...RETRIGGER, ...new Array(18).fill(DEAD).flat()];
    // Exactly 21 spins' stops: a 22nd spin would run the scripted source dry and throw.
    const round = playSlotRound(jade, 20, scriptedStopSource(stops));
    expect(round.spins).toHaveLength(21);
    expect(round.spins.map((s) => s.free)).toEqual([false, ...new Array(20).fill(true)]);
    expect(round.spins.map((s) => s.multiplier)).toEqual([1, ...new Array(20).fill(2)]);
    const [base, wilds, retrigger] = round.spins;
    expect(base?.win).toBe(50);
    expect(wilds?.lineWins[0]).toEqual({ line: 0, symbol: 'wild', count: 3, amount: 100 });
    expect(wilds?.win).toBe(260);
    expect(retrigger?.lineWins).toEqual([{ line: 9, symbol: 'dragon', count: 3, amount: 100 }]);
    expect(retrigger?.scatterWin).toEqual({ symbol: 'temple', count: 3, amount: 80 });
    expect(retrigger?.freeSpinsAwarded).toBe(10);
    expect(round.spins.slice(3).every((s) => s.win === 0)).toBe(true);
    expect(round).toMatchObject({ totalWin: 50 + 260 + 180, capped: false });
    expect(round.spins[5]?.stops).toEqual(DEAD);
  });

  it('pays four temples 10× the bet', () => {
    const spin = playSlotRound(
      jade,
      40,
      scriptedStopSource([4, 3, 22, 15, 20, ...new Array(50).fill(0)]),
    ).spins[0];
    expect(spin?.scatterWin).toEqual({ symbol: 'temple', count: 4, amount: 400 });
    expect(spin?.lineWins).toEqual([]);
  });

  it('ends the round at the cap, leaving the free spins still due unplayed', () => {
    const capped = { ...jade, maxWinMultiple: 10 };
    const round = playSlotRound(capped, 20, scriptedStopSource([...TRIGGER, ...WILDS]));
    expect(round.spins).toHaveLength(2);
    expect(round).toMatchObject({ totalWin: 200, capped: true });
  });
});
