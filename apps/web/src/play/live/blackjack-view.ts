import { type BlackjackOutcome, blackjackPlay, type Card, type DealerHand } from '@gamehall/games';
import type { TFunction } from 'i18next';
import { cardName } from '../baccarat/cards.tsx';

/**
 * The blackjack table's wire shapes as the page reads them (the engine's steps.ts `shown`
 * and seen.ts `seen`, its deal.ts outcome): the wire carries plain objects, so only what
 * checks out is read, and a shape this page does not know shows less rather than breaking.
 */
type Raw = Record<string, unknown>;

/** A hand as the page draws it: a null card is dealt face down (not shown yet). */
export interface BjHand {
  cards: (Card | null)[];
  total: number | null;
  soft: boolean;
  doubled: boolean;
  blackjack: boolean;
  bust: boolean;
}

export interface BjHands {
  hands: BjHand[];
  insured: boolean | null;
  /** A hand in play holds a card not shown yet: the player waits for the others. */
  waiting: boolean;
}

/** What everyone sees during a step. */
export interface BjShown {
  kind: 'insurance' | 'play';
  /** Everyone's first two cards, then each card drawn that nobody may still draw. */
  playerCards: Card[];
  dealerUp: Card;
  /** The dealer shows an ace or a ten and has checked the hole card: no blackjack. */
  peeked: boolean;
}

const SUITS = new Set(['clubs', 'diamonds', 'hearts', 'spades']);

const cardOf = (c: unknown): Card | null => {
  const card = c as Raw | null;
  return typeof card?.rank === 'number' &&
    Number.isInteger(card.rank) &&
    card.rank >= 1 &&
    card.rank <= 13 &&
    typeof card.suit === 'string' &&
    SUITS.has(card.suit)
    ? { rank: card.rank, suit: card.suit as Card['suit'] }
    : null;
};

const cardsOf = (list: unknown): Card[] | null => {
  if (!Array.isArray(list)) return null;
  const cards = list.map(cardOf);
  return cards.every((c) => c !== null) ? (cards as Card[]) : null;
};

/** The step's shared view (`round.visible`), or null. */
export function shownOf(raw: Raw | null | undefined): BjShown | null {
  const playerCards = cardsOf(raw?.playerCards);
  const dealerUp = cardOf(raw?.dealerUpCard);
  if (!raw || !playerCards || playerCards.length < 2 || !dealerUp) return null;
  return {
    kind: raw.step === 'insurance' ? 'insurance' : 'play',
    playerCards,
    dealerUp,
    peeked: raw.peeked === true,
  };
}

const handOf = (raw: unknown): BjHand | null => {
  const h = raw as Raw | null;
  if (!h || !Array.isArray(h.cards)) return null;
  const cards = h.cards.map((c) => (c === null ? null : cardOf(c)));
  if (
    cards.length === 0 ||
    cards.some((c, i) => c === null && (h.cards as unknown[])[i] !== null)
  ) {
    return null;
  }
  return {
    cards,
    total: typeof h.total === 'number' ? h.total : null,
    soft: h.soft === true,
    doubled: h.doubled === true,
    blackjack: h.blackjack === true,
    bust: h.bust === true,
  };
};

/** The player's hands in a step (`decisions.step.mine`), or null without any. */
export function mineOf(raw: unknown): BjHands | null {
  const m = raw as Raw | null;
  if (!m || !Array.isArray(m.hands)) return null;
  const hands = m.hands.map(handOf);
  if (hands.length === 0 || hands.some((h) => h === null)) return null;
  return {
    hands: hands as BjHand[],
    insured: typeof m.insured === 'boolean' ? m.insured : null,
    waiting: m.waiting === true,
  };
}

/** A dealt round's whole deal, read as the engine's outcome; null if it is not one. */
export function outcomeOf(raw: Raw | null | undefined): BlackjackOutcome | null {
  const playerCards = cardsOf(raw?.playerCards);
  const dealer = raw?.dealer as Raw | undefined;
  const dealerCards = cardsOf(dealer?.cards);
  if (!raw || !playerCards || playerCards.length < 2 || !dealer || !dealerCards) return null;
  if (typeof dealer.total !== 'number') return null;
  return raw as unknown as BlackjackOutcome;
}

/**
 * The player's hands once the round is decided, by the engine itself on the whole deal
 * (every choice left open standing, as the server settles it); null without a main bet.
 */
export function finalHands(
  outcome: BlackjackOutcome,
  bets: ReadonlyMap<string, bigint>,
  made: readonly string[],
): BjHands | null {
  try {
    const play = blackjackPlay(outcome, bets, made, true);
    return play && { hands: play.hands, insured: play.insured, waiting: false };
  } catch {
    return null; // decisions this page cannot replay: the result still shows
  }
}

/** A hand's total in words: "17", "Soft 17", "Blackjack", "Bust (24)"; null if not shown. */
export function totalWords(
  t: TFunction,
  hand: Pick<BjHand, 'total' | 'soft' | 'blackjack' | 'bust'> | DealerHand,
): string | null {
  if (hand.total === null) return null;
  if (hand.blackjack) return t('live_bj_blackjack');
  if (hand.bust) return t('live_bj_bust', { total: hand.total });
  return hand.soft ? t('live_bj_soft', { total: hand.total }) : String(hand.total);
}

/** A dealt round in one sentence, for the road and screen readers. */
export function blackjackWords(t: TFunction, outcome: BlackjackOutcome): string {
  const dealer = outcome.dealer;
  return t('live_bj_words', {
    cards: outcome.playerCards
      .slice(0, 2)
      .map((c) => cardName(t, c))
      .join(', '),
    dealer: dealer.cards.map((c) => cardName(t, c)).join(', '),
    total: totalWords(t, dealer),
  });
}

/** The road's mark of a dealt round: the dealer's total, BJ for a blackjack, X for a bust. */
export const dealerMark = (t: TFunction, dealer: DealerHand) =>
  dealer.blackjack
    ? t('live_road_bj_blackjack')
    : dealer.bust
      ? t('live_road_bj_bust')
      : String(dealer.total);
