import { numbersOf, picksOf, playType } from './play-type.ts';
import { BIG_SMALL_ODD_EVEN, hasSide, range, setRow } from './selection.ts';

/**
 * LHC draws six of 1–49 and a special number. The special's two-sided bets split 1–48
 * (big 25–48, small 1–24); a special 49 is neither, and such a bet is a push: its level
 * `push` pays back exactly the stake in every payout table.
 */
const BALLS = range(1, 49);
const PUSH_NUMBER = 49;

export const LHC_PLAY_TYPES = [
  playType({
    id: 'lhc.special.straight',
    family: 'LHC',
    name: 'Special number',
    shape: setRow('special', BALLS, 1),
    levels: ['special'],
    betCount: (s) => numbersOf(s, 0).length,
    winning: (draw, s) => [draw.family === 'LHC' && numbersOf(s, 0).includes(draw.special) ? 1 : 0],
  }),
  playType({
    id: 'lhc.special.bsoe',
    family: 'LHC',
    name: 'Special number big, small, odd, even',
    shape: setRow('special', BIG_SMALL_ODD_EVEN, 1),
    levels: ['side', 'push'],
    betCount: (s) => picksOf(s, 0).length,
    winning: (draw, s) => {
      if (draw.family !== 'LHC') return [0, 0];
      const picks = picksOf(s, 0);
      if (draw.special === PUSH_NUMBER) return [0, picks.length];
      return [picks.filter((x) => hasSide(x, draw.special, 25)).length, 0];
    },
  }),
] as const;
