import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../tables/testing/mulberry32.ts';
import { drawLottery, type LotteryResult } from './draws.ts';
import { LotteryBetError } from './lottery-bet-error.ts';
import type { PlayType } from './play-type.ts';
import { LOTTERY_PLAY_TYPES, type LotteryPlayTypeId } from './play-types.ts';
import { isRegionalFamily } from './regional-results.ts';
import type { SelectionShape } from './selection.ts';
import { BRUTE_FORCE } from './testing/brute-force.ts';
import { concentratedResult, FEW_DIGITS } from './testing/concentrated-results.ts';
import { randomSelection } from './testing/random-selection.ts';
import { checkSelection } from './validate.ts';

const TRIALS = 150;
/** Five full rows would be 100,000 units per trial: six picks a row still reach 7,776. */
const ROW_CAP: Partial<Record<string, number>> = { 'ssc.5star.straight': 6 };

/**
 * The draw and the shape to pick from on one trial. A regional result drawn at random
 * rarely repeats a lô number or brings out a whole xiên, so every other trial uses a
 * result of the digits 0–2 only, and tickets typed from those digits.
 */
function trialSetup(type: PlayType, trial: number, random: () => number) {
  const draw: LotteryResult = drawLottery(type.family, {
    serverSeed: 'brute-force',
    clientSeed: type.id,
    nonce: trial,
  });
  if (!isRegionalFamily(type.family) || trial % 2 === 0) return { draw, shape: type.shape };
  const shape: SelectionShape =
    type.shape.kind === 'tickets' ? { ...type.shape, options: FEW_DIGITS } : type.shape;
  return { draw: concentratedResult(type.family, random), shape };
}

describe('lottery play types against brute-force enumeration', () => {
  it('covers every play type once, with an oracle for each', () => {
    const ids = LOTTERY_PLAY_TYPES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(BRUTE_FORCE).sort()).toEqual([...ids].sort());
  });

  it.each(LOTTERY_PLAY_TYPES.map((t): [LotteryPlayTypeId, PlayType] => [t.id, t]))(
    '%s: the bet count is the number of unit bets, and the winning ones are counted per level',
    (id, type) => {
      const oracle = BRUTE_FORCE[id];
      const random = mulberry32(id.length * 7919 + id.charCodeAt(id.length - 1));
      const levelsHit = new Set<number>();
      for (let trial = 0; trial < TRIALS; trial++) {
        const { draw, shape } = trialSetup(type, trial, random);
        const raw = randomSelection(shape, random, oracle.lucky?.(draw), ROW_CAP[id]);
        const units = oracle.expand(raw);
        let checked: ReturnType<typeof checkSelection>;
        try {
          checked = checkSelection(id, raw);
        } catch (e) {
          // The only selection that fits the shape yet is refused is one buying nothing.
          expect(e).toBeInstanceOf(LotteryBetError);
          expect((e as LotteryBetError).code).toBe('SELECTION_EMPTY');
          expect(units).toHaveLength(0);
          continue;
        }
        expect(checked.betCount).toBe(units.length);
        const expected = type.levels.map(() => 0);
        for (const unit of units) {
          const level = oracle.level(draw, unit);
          if (level !== null)
            expected[level] = (expected[level] ?? 0) + (oracle.times?.(draw, unit) ?? 1);
        }
        expect(type.winning(draw, checked.selection)).toEqual(expected);
        expected.forEach((n, level) => {
          if (n > 0) levelsHit.add(level);
        });
      }
      // Otherwise the comparison above never saw a win at some level.
      expect(levelsHit.size).toBe(type.levels.length);
    },
  );
});
