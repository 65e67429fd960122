import { shuffledPrefix } from '../../fair/shuffled-prefix.ts';
import type { Card } from '../baccarat/cards.ts';
import { DECK_SIZE, unshuffledDeckCard } from '../cards/deck.ts';
import { evaluateThree, type ThreeCardHand, threeCardValueOf } from '../poker-hands/three.ts';

/** A hand as a page shows it: the cards, their category and ranks, the comparable value. */
export interface ThreeCardPokerHand extends ThreeCardHand {
  cards: Card[];
}

/** A round: both hands, whether the dealer qualifies, and which hand is higher. */
export interface ThreeCardPokerOutcome {
  player: ThreeCardPokerHand;
  dealer: ThreeCardPokerHand;
  /** Queen high or better. */
  dealerQualifies: boolean;
  /** The higher hand, qualifying or not ('tie' for equal ranks: suits never count). */
  winner: 'player' | 'dealer' | 'tie';
}

/** Three cards to the player, three to the dealer. */
export const THREE_CARD_POKER_UNIFORMS = 6;

/** The weakest qualifying hand's value: queen high (Q-3-2 and up). */
export const DEALER_QUALIFIES = threeCardValueOf('highCard', 12);

function hand(cards: readonly Card[]): ThreeCardPokerHand {
  return { cards: cards.map(({ rank, suit }) => ({ rank, suit })), ...evaluateThree(cards) };
}

/** Cards 0–2 are the player's, 3–5 the dealer's. */
export function threeCardPokerFromCards(cards: readonly Card[]): ThreeCardPokerOutcome {
  if (cards.length !== THREE_CARD_POKER_UNIFORMS) throw new RangeError('three card poker deals 6');
  const player = hand(cards.slice(0, 3));
  const dealer = hand(cards.slice(3, 6));
  const winner =
    player.value > dealer.value ? 'player' : player.value < dealer.value ? 'dealer' : 'tie';
  return { player, dealer, dealerQualifies: dealer.value >= DEALER_QUALIFIES, winner };
}

/**
 * One fresh 52-card deck a round: the first six cards of a forward Fisher–Yates shuffle
 * (`shuffledPrefix`), three to the player, then three to the dealer.
 */
export function dealThreeCardPoker(uniforms: readonly number[]): ThreeCardPokerOutcome {
  if (uniforms.length !== THREE_CARD_POKER_UNIFORMS) {
    throw new RangeError(`three card poker reads ${THREE_CARD_POKER_UNIFORMS} uniforms`);
  }
  return threeCardPokerFromCards(shuffledPrefix(DECK_SIZE, uniforms, unshuffledDeckCard));
}
