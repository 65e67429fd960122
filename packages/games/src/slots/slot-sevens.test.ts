import { beforeAll, describe, expect, it } from 'vitest';
import { slotModels } from './catalogue.ts';
import type { SlotModel } from './model.ts';
import { playSlotRound } from './round.ts';
import { slotMath } from './slot-math.ts';
import { scriptedStopSource } from './stop-sources.ts';

/**
 * Sevens: 3 reels × 3 rows, 5 lines (middle, top, bottom, two diagonals). Pays in line
 * bets: cherry 2→4 3→20, bar 20, bar2 35, bar3 70, seven 180, wild 500; blank nothing.
 * Bet 10 makes the line bet 2. Expected grids and wins below were worked out by hand from
 * the strips in models/slot-sevens.json.
 */
const sevens = slotModels['slot-sevens'] as SlotModel;
const play = (stops: number[], bet = 10, model = sevens) =>
  playSlotRound(model, bet, scriptedStopSource(stops));

describe('slot-sevens at fixed stops', () => {
  it('shows strip[stop], strip[stop+1], strip[stop+2] top to bottom, and a wild completes 7-W-7', () => {
    const round = play([0, 24, 4]);
    const [spin] = round.spins;
    expect(spin?.grid).toEqual([
      ['blank', 'seven', 'blank'],
      ['blank', 'wild', 'cherry'],
      ['wild', 'seven', 'bar2'],
    ]);
    // Diagonal 2-1-0 reads blank, wild, wild: blank pays nothing, and 2 wilds start no run.
    expect(spin?.lineWins).toEqual([{ line: 0, symbol: 'seven', count: 3, amount: 360 }]);
    expect(round).toMatchObject({ modelId: 'slot-sevens', bet: 10, totalWin: 360, capped: false });
    expect(round.spins).toHaveLength(1);
  });

  it('pays three wilds as wilds, and wilds stand in for bars on a diagonal', () => {
    expect(play([5, 24, 3]).spins[0]?.lineWins).toEqual([
      { line: 0, symbol: 'wild', count: 3, amount: 1000 },
    ]);
    const round = play([5, 24, 4]);
    expect(round.spins[0]?.grid).toEqual([
      ['bar3', 'wild', 'bar'],
      ['blank', 'wild', 'cherry'],
      ['wild', 'seven', 'bar2'],
    ]);
    // Middle W-W-7 pays sevens (180) rather than nothing for two wilds; diagonal bar-W-W
    // pays bars; diagonal bar3-W-bar2 is only two bar3s, which pay nothing.
    expect(round.spins[0]?.lineWins).toEqual([
      { line: 0, symbol: 'seven', count: 3, amount: 360 },
      { line: 4, symbol: 'bar', count: 3, amount: 40 },
    ]);
    expect(round.totalWin).toBe(400);
  });

  it('pays two cherries from the left, and only from the left', () => {
    const round = play([9, 7, 7]);
    expect(round.spins[0]?.grid).toEqual([
      ['cherry', 'blank', 'bar'],
      ['cherry', 'bar3', 'cherry'],
      ['bar', 'blank', 'cherry'],
    ]);
    // Bottom row bar-cherry-cherry has two cherries, not from reel 1: no pay.
    expect(round.spins[0]?.lineWins).toEqual([{ line: 1, symbol: 'cherry', count: 2, amount: 8 }]);
  });

  it('scales every amount with the bet, exactly', () => {
    expect(play([5, 24, 4], 1000).totalWin).toBe(40_000);
    expect(play([9, 7, 7], 50).spins[0]?.lineWins[0]?.amount).toBe(40);
  });

  it('refuses a bet that is not one of the bet levels, before drawing', () => {
    expect(() => play([0, 0, 0], 15)).toThrow(/bet 15 is not one of 10, 20, 50/);
    expect(() => play([0, 0, 0], 0)).toThrow(RangeError);
  });

  it('caps a round at maxWinMultiple × bet', () => {
    const capped = { ...sevens, maxWinMultiple: 50 };
    expect(play([5, 24, 3], 10, capped)).toMatchObject({ totalWin: 500, capped: true });
    expect(play([5, 24, 3], 10, capped).spins[0]?.win).toBe(1000);
    expect(play([5, 24, 4], 10, capped)).toMatchObject({ totalWin: 400, capped: false });
  });
});

describe('slot-sevens over every stop combination', () => {
  // 31³ = 29,791 rounds: the engine's exact return, compared with the model's arithmetic.
  const [a, b, c] = sevens.reels.map((strip) => strip.length) as [number, number, number];
  const combos = a * b * c;
  let paid = 0;
  let hits = 0;
  let top = 0;
  beforeAll(() => {
    for (let i = 0; i < a; i++) {
      for (let j = 0; j < b; j++) {
        for (let k = 0; k < c; k++) {
          const win = play([i, j, k], 10).totalWin;
          paid += win;
          if (win > 0) hits++;
          top = Math.max(top, win);
        }
      }
    }
  });

  it('returns exactly what slotMath computes, and the declared RTP', () => {
    const rtp = paid / combos / 10;
    expect(rtp).toBeCloseTo(slotMath(sevens).rtp, 12);
    expect(Math.abs(rtp - sevens.declaredRtp)).toBeLessThan(0.00005);
  });

  it('wins on about a quarter of spins, and its cap is out of reach', () => {
    expect(hits / combos).toBeGreaterThan(0.2);
    expect(hits / combos).toBeLessThan(0.3);
    expect(top).toBeLessThan(sevens.maxWinMultiple * 10);
  });
});
