import { shuffledPrefix } from '../../fair/shuffled-prefix.ts';
import type { Card } from '../baccarat/cards.ts';
import { DECK_SIZE, unshuffledDeckCard } from '../cards/deck.ts';
import { bestOfSeven, evaluateFive, type PokerHand, pokerValueOf } from '../poker-hands/five.ts';

/** A seven-card hand's best five: rank, category and the five cards, most important first. */
export type HoldemHand = PokerHand & { best: Card[] };

/** A round: every card, both final hands, the dealer's qualification and the AA bonus hand. */
export interface CasinoHoldemOutcome {
  player: Card[];
  dealer: Card[];
  /** The flop (cards 0–2), the turn, the river. */
  board: Card[];
  /** The best five of the player's two cards and the board. */
  playerHand: HoldemHand;
  dealerHand: HoldemHand;
  /** A pair of fours or better. */
  dealerQualifies: boolean;
  /** The higher final hand, qualifying or not ('tie' for equal ranks). */
  winner: 'player' | 'dealer' | 'tie';
  /** The player's two cards and the flop as one five-card hand: the AA bonus reads it. */
  flopHand: PokerHand;
}

/** Two cards to the player, two to the dealer, five to the board. */
export const CASINO_HOLDEM_UNIFORMS = 9;

/** The weakest qualifying hand's value: a pair of fours (4 4 3 2 x and up). */
export const DEALER_QUALIFIES = pokerValueOf('pair', 4, 4);

const copy = (cards: readonly Card[]) => cards.map(({ rank, suit }) => ({ rank, suit }));

/** Cards 0–1 are the player's, 2–3 the dealer's, 4–8 the board (flop 4–6, turn 7, river 8). */
export function casinoHoldemFromCards(cards: readonly Card[]): CasinoHoldemOutcome {
  if (cards.length !== CASINO_HOLDEM_UNIFORMS) throw new RangeError("casino hold'em deals 9");
  const player = copy(cards.slice(0, 2));
  const dealer = copy(cards.slice(2, 4));
  const board = copy(cards.slice(4, 9));
  const playerHand = bestOfSeven([...player, ...board]);
  const dealerHand = bestOfSeven([...dealer, ...board]);
  const winner =
    playerHand.value > dealerHand.value
      ? 'player'
      : playerHand.value < dealerHand.value
        ? 'dealer'
        : 'tie';
  return {
    player,
    dealer,
    board,
    playerHand,
    dealerHand,
    dealerQualifies: dealerHand.value >= DEALER_QUALIFIES,
    winner,
    flopHand: evaluateFive([...player, ...board.slice(0, 3)]),
  };
}

/**
 * One fresh 52-card deck a round: the first nine cards of a forward Fisher–Yates shuffle
 * (`shuffledPrefix`), two to the player, two to the dealer, then the five of the board.
 */
export function dealCasinoHoldem(uniforms: readonly number[]): CasinoHoldemOutcome {
  if (uniforms.length !== CASINO_HOLDEM_UNIFORMS) {
    throw new RangeError(`casino hold'em reads ${CASINO_HOLDEM_UNIFORMS} uniforms`);
  }
  return casinoHoldemFromCards(shuffledPrefix(DECK_SIZE, uniforms, unshuffledDeckCard));
}
