import type { SlotRound } from './slot-result.tsx';

/**
 * What a round is worth celebrating: the progressive jackpot, or a win of at least
 * MEGA / BIG times the bet. Apart from the overlay (celebration.tsx), which loads lazily.
 */
export type CelebrationKind = 'big' | 'mega' | 'jackpot';

export const BIG = 10;
export const MEGA = 25;

/** The celebration a settled round earns, and the amount to count up to (major units). */
export function celebrationOf(round: SlotRound): { kind: CelebrationKind; amount: number } | null {
  if (round.jackpot?.hit) return { kind: 'jackpot', amount: round.jackpot.won ?? round.win };
  // The reels' own win against the stake, in minor units: the jackpot never counts here.
  const { totalWin, bet } = round.outcome;
  const times = bet > 0 ? totalWin / bet : 0;
  if (times >= MEGA) return { kind: 'mega', amount: round.win };
  return times >= BIG ? { kind: 'big', amount: round.win } : null;
}
