import type { BlackjackOutcome, DealerHand, PairKind } from './deal.ts';
import type { BlackjackPlay, PlayerHand } from './play.ts';

/** Perfect pairs pays x:1 on the player's first two cards. */
export const PAIR_PAYS: Readonly<Record<PairKind, bigint>> = {
  mixed: 6n,
  coloured: 12n,
  perfect: 25n,
};

export function perfectPairsReturn(outcome: BlackjackOutcome, stake: bigint): bigint {
  return outcome.pair ? stake * (PAIR_PAYS[outcome.pair] + 1n) : 0n;
}

/** Insurance costs half the main bet, rounded down to a whole minor unit. */
export function insuranceStake(main: bigint): bigint {
  return main / 2n;
}

/** A blackjack pays 3:2: the stake and ⌊3 × stake / 2⌋. */
export function blackjackReturn(stake: bigint): bigint {
  return stake + (3n * stake) / 2n;
}

/** One hand's return against the dealer's finished hand (no dealer blackjack). */
function handReturn(hand: PlayerHand, dealer: DealerHand, main: bigint): bigint {
  const bet = hand.doubled ? 2n * main : main;
  if (hand.blackjack) return blackjackReturn(bet); // never doubled: it had no decision
  if (hand.bust) return 0n;
  if (dealer.bust || hand.total > dealer.total) return 2n * bet;
  return hand.total === dealer.total ? bet : 0n;
}

/**
 * What the main bet and every stake its decisions added (insurance, split, doubles)
 * return, the stakes included: a dealer blackjack (peeked, so nobody doubled or split)
 * takes the main bet unless the player has blackjack too, and pays insurance 2:1.
 */
export function mainReturn(outcome: BlackjackOutcome, play: BlackjackPlay, main: bigint): bigint {
  const { dealer } = outcome;
  const insurance = play.insured ? insuranceStake(main) : 0n;
  if (dealer.blackjack) {
    const [hand] = play.hands;
    return 3n * insurance + (hand?.blackjack ? main : 0n);
  }
  return play.hands.reduce((sum, hand) => sum + handReturn(hand, dealer, main), 0n);
}
