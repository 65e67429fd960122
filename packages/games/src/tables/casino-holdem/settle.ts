import type { PokerCategory, PokerHand } from '../poker-hands/five.ts';
import type { CasinoHoldemOutcome } from './deal.ts';

/** Evolution's ante pay table: winnings per unit of ante on the player's final hand. */
export const ANTE_PAYS: Readonly<Record<PokerCategory, bigint>> = {
  highCard: 1n,
  pair: 1n,
  twoPair: 1n,
  threeOfAKind: 1n,
  straight: 1n,
  flush: 2n,
  fullHouse: 3n,
  fourOfAKind: 10n,
  straightFlush: 20n,
  royalFlush: 100n,
};

/** Evolution's AA bonus: winnings per unit on the player's two cards and the flop. */
export const AA_BONUS_PAYS: Readonly<Record<PokerCategory, bigint>> = {
  highCard: 0n,
  pair: 7n, // a pair of aces only: see aaBonusPays
  twoPair: 7n,
  threeOfAKind: 7n,
  straight: 7n,
  flush: 20n,
  fullHouse: 30n,
  fourOfAKind: 40n,
  straightFlush: 50n,
  royalFlush: 100n,
};

/** What the AA bonus pays to one (0 below a pair of aces). */
export function aaBonusPays(flopHand: PokerHand): bigint {
  if (flopHand.category === 'pair' && flopHand.ranks[0] !== 14) return 0n;
  return AA_BONUS_PAYS[flopHand.category];
}

/** What each of a player's spots returns, by their decision. */
export interface CasinoHoldemReturns {
  ante?: bigint;
  call?: bigint;
  aaBonus?: bigint;
}

/**
 * Returns of an ante `ante` (0 for none), an AA bonus `aaBonus` (0 for none) and the
 * decision ('call' stakes two antes on `call`; null when there was no ante). Every payout
 * is a whole multiple of the stake: nothing to round.
 */
export function casinoHoldemReturns(
  outcome: CasinoHoldemOutcome,
  ante: bigint,
  aaBonus: bigint,
  decision: string | null,
): CasinoHoldemReturns {
  const returns: CasinoHoldemReturns = {};
  if (aaBonus > 0n) {
    const pays = aaBonusPays(outcome.flopHand);
    returns.aaBonus = pays > 0n ? aaBonus * (1n + pays) : 0n;
  }
  if (ante <= 0n) return returns;
  if (decision !== 'call') {
    returns.ante = 0n;
    return returns;
  }
  const call = 2n * ante;
  const anteWins = ante * (1n + ANTE_PAYS[outcome.playerHand.category]);
  if (!outcome.dealerQualifies) {
    returns.ante = anteWins;
    returns.call = call; // pushes
  } else if (outcome.winner === 'player') {
    returns.ante = anteWins;
    returns.call = 2n * call;
  } else if (outcome.winner === 'tie') {
    returns.ante = ante;
    returns.call = call;
  } else {
    returns.ante = 0n;
    returns.call = 0n;
  }
  return returns;
}
