import type { ThreeCardCategory } from '../poker-hands/three.ts';
import type { ThreeCardPokerOutcome } from './deal.ts';

/** Pair plus, the Wizard of Odds' "pay table 1" (the original): winnings per unit staked. */
export const PAIR_PLUS_PAYS: Readonly<Record<ThreeCardCategory, bigint>> = {
  highCard: 0n,
  pair: 1n,
  flush: 4n,
  straight: 6n,
  threeOfAKind: 30n,
  straightFlush: 40n,
};

/** The ante bonus, paid on the ante to a player who plays, whatever the dealer holds. */
export const ANTE_BONUS_PAYS: Readonly<Record<ThreeCardCategory, bigint>> = {
  highCard: 0n,
  pair: 0n,
  flush: 0n,
  straight: 1n,
  threeOfAKind: 4n,
  straightFlush: 5n,
};

/** What each of a player's spots returns (the ante with its bonus), by their decision. */
export interface ThreeCardPokerReturns {
  ante?: bigint;
  play?: bigint;
  pairPlus?: bigint;
}

/**
 * Returns of an ante `ante` (0 for none), a pair plus `pairPlus` (0 for none) and the
 * decision ('play' stakes one more ante on `play`; null when there was no ante). Every
 * payout is a whole multiple of the stake: nothing to round.
 */
export function threeCardPokerReturns(
  outcome: ThreeCardPokerOutcome,
  ante: bigint,
  pairPlus: bigint,
  decision: string | null,
): ThreeCardPokerReturns {
  const returns: ThreeCardPokerReturns = {};
  if (pairPlus > 0n) {
    const pays = PAIR_PLUS_PAYS[outcome.player.category];
    returns.pairPlus = pays > 0n ? pairPlus * (1n + pays) : 0n;
  }
  if (ante <= 0n) return returns;
  if (decision !== 'play') {
    returns.ante = 0n; // a fold loses the ante, bonus and all
    return returns;
  }
  const bonus = ante * ANTE_BONUS_PAYS[outcome.player.category];
  if (!outcome.dealerQualifies) {
    returns.ante = 2n * ante + bonus;
    returns.play = ante; // pushes
  } else if (outcome.winner === 'player') {
    returns.ante = 2n * ante + bonus;
    returns.play = 2n * ante;
  } else if (outcome.winner === 'tie') {
    returns.ante = ante + bonus;
    returns.play = ante;
  } else {
    returns.ante = bonus;
    returns.play = 0n;
  }
  return returns;
}
