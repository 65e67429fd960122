import { threeCardValueOf } from '../poker-hands/three.ts';
import type { ThreeCardPokerOutcome } from './deal.ts';

/** The weakest hand worth playing: queen, six, four. */
export const PLAY_AT_LEAST = threeCardValueOf('highCard', 12, 6, 4);

/**
 * The optimal decision (Wizard of Odds; checked hand by hand in odds.test.ts): play Q-6-4
 * or better, fold Q-6-3 or worse. It reads only the player's cards, what `visible` shows.
 * The house edge the paytable states (3.37% of the ante) assumes it.
 */
export function optimalDecision(outcome: Pick<ThreeCardPokerOutcome, 'player'>): 'play' | 'fold' {
  return outcome.player.value >= PLAY_AT_LEAST ? 'play' : 'fold';
}
