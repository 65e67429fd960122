import { shuffledPrefix } from '../../fair/shuffled-prefix.ts';
import { type Card, unshuffledCard } from '../baccarat/cards.ts';
import { BLACKJACK_RULES, handValue, isNatural } from './rules.ts';

export const SHOE_SIZE = BLACKJACK_RULES.decks * 52;

/**
 * The most cards the shared player sequence can need: 2 + 18 + 18. A hand takes cards
 * while its best total is under 21; the longest hand from a 2 is 2, eight aces (soft 20),
 * a 2 (hard 12), eight aces (20) and a last card: 18 drawn. Split twos play two such
 * hands, 32 aces in all, as many as the shoe holds (deal.test.ts searches every hand).
 */
export const PLAYER_CARDS = 38;
/**
 * The most cards a dealer's hand can hold: six aces (soft 16), a 6 (hard 12), four aces
 * (16) and a last card. Standing on soft 17 stops any longer hand (deal.test.ts).
 */
export const DEALER_CARDS = 12;
/** Every card a round can need is drawn, used or not: no round can run out. */
export const BLACKJACK_UNIFORMS = PLAYER_CARDS + DEALER_CARDS;

/** Perfect pairs on the player's first two cards: same rank and … */
export type PairKind = 'perfect' | 'coloured' | 'mixed';

export interface DealerHand {
  /** Up card, hole card, then the cards drawn to 17 or more (none after a blackjack). */
  cards: Card[];
  total: number;
  soft: boolean;
  blackjack: boolean;
  bust: boolean;
}

/** A round: the shared player cards, the dealer's hand as played, the pair side bet. */
export interface BlackjackOutcome {
  /**
   * The one sequence every player's hands draw from: #1 and #2 (indexes 0, 1) are
   * everyone's first two cards; a hand that takes a card takes the next one not yet
   * taken by that player's hands, the same for everyone (see play.ts).
   */
  playerCards: Card[];
  dealer: DealerHand;
  /** The player's first two cards as a perfect pairs result, null if no pair. */
  pair: PairKind | null;
}

/** The dealer's hand from its sequence (up, hole, draws): draws to 17, stands on soft 17. */
export function playDealer(sequence: readonly Card[]): DealerHand {
  const cards = sequence.slice(0, 2);
  const blackjack = isNatural(cards);
  let value = handValue(cards);
  const mustDraw = () =>
    value.total < 17 || (value.total === 17 && value.soft && !BLACKJACK_RULES.dealerStandsOnSoft17);
  while (!blackjack && mustDraw()) {
    const next = sequence[cards.length];
    if (!next) throw new RangeError('the dealer ran out of cards'); // never with DEALER_CARDS
    cards.push(next);
    value = handValue(cards);
  }
  return { cards, ...value, blackjack, bust: value.total > 21 };
}

/** Red and black suits, for coloured and mixed pairs. */
const isRed = (card: Card) => card.suit === 'diamonds' || card.suit === 'hearts';

export function pairKind(a: Card, b: Card): PairKind | null {
  if (a.rank !== b.rank) return null; // a king and a queen are no pair here
  if (a.suit === b.suit) return 'perfect';
  return isRed(a) === isRed(b) ? 'coloured' : 'mixed';
}

/**
 * The outcome from the 50 drawn cards in shoe order: positions 0, 1 are player cards #1
 * and #2; 2 is the dealer's up card and 3 the hole card; 4–39 player cards #3–#38; 40–49
 * the dealer's cards #3–#12.
 */
export function blackjackFromCards(cards: readonly Card[]): BlackjackOutcome {
  if (cards.length !== BLACKJACK_UNIFORMS) {
    throw new RangeError(`blackjack deals ${BLACKJACK_UNIFORMS} cards`);
  }
  const copy = (c: Card): Card => ({ rank: c.rank, suit: c.suit });
  const playerCards = [...cards.slice(0, 2), ...cards.slice(4, 4 + PLAYER_CARDS - 2)].map(copy);
  const dealer = playDealer([...cards.slice(2, 4), ...cards.slice(4 + PLAYER_CARDS - 2)]);
  const [first, second] = playerCards as [Card, Card];
  return {
    playerCards,
    dealer: { ...dealer, cards: dealer.cards.map(copy) },
    pair: pairKind(first, second),
  };
}

/**
 * A fresh 8-deck shoe every round, baccarat's unshuffled order; the first 50 cards of a
 * forward Fisher–Yates shuffle (`shuffledPrefix`) are drawn, in the order above.
 */
export function dealBlackjack(uniforms: readonly number[]): BlackjackOutcome {
  if (uniforms.length !== BLACKJACK_UNIFORMS) {
    throw new RangeError(`blackjack reads ${BLACKJACK_UNIFORMS} uniforms`);
  }
  return blackjackFromCards(shuffledPrefix(SHOE_SIZE, uniforms, unshuffledCard));
}
