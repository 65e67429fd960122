import type { Card } from '../baccarat/cards.ts';
import type { BlackjackOutcome } from './deal.ts';
import { BLACKJACK_RULES, handValue, isNatural } from './rules.ts';

/** One of a player's hands as far as the shown cards tell. */
export interface SeenHand {
  /** In order; null for a card the hand drew that is not shown yet. */
  cards: (Card | null)[];
  /** Its best total once every card is shown, else null. */
  total: number | null;
  soft: boolean;
  doubled: boolean;
  split: boolean;
  blackjack: boolean;
  bust: boolean;
  /** Known to have nothing more to decide (false also while that is not known). */
  done: boolean;
}

/** A player's round as far as the first `revealed` cards of the sequence tell. */
export interface SeenPlay {
  insured: boolean | null;
  hands: SeenHand[];
  /** A hand in play holds a card not shown yet: its player waits for the others. */
  waiting: boolean;
}

interface Hand {
  cards: (Card | null)[];
  doubled: boolean;
  split: boolean;
  done: boolean;
}

/**
 * Replays a player's decisions as play.ts does, but reading only the first `revealed`
 * cards of the shared sequence: a card past them is drawn face down (null). Whether a
 * hand holding a face-down card is done — its total may be 21 or a bust — is not known
 * unless a rule closes it whatever the card (a double, a split ace), so the replay stops
 * there: the later hands' cards, which come after it, are not dealt in this view either.
 * What this returns therefore never depends on a card past `revealed` (steps.test.ts).
 */
export function seenPlay(
  outcome: BlackjackOutcome,
  decisions: readonly string[],
  revealed: number,
): SeenPlay {
  let used = 2;
  let insured: boolean | null = null;
  let waiting = false;
  const draw = () => {
    const card = used < revealed ? (outcome.playerCards[used] ?? null) : null;
    used += 1;
    return card;
  };
  const hands: Hand[] = [
    { cards: outcome.playerCards.slice(0, 2), doubled: false, split: false, done: false },
  ];
  const known = (hand: Hand) => hand.cards.every((c) => c !== null);
  const close = () => {
    for (const hand of hands) {
      if (hand.done) continue;
      if (hand.cards.length === 1) hand.cards.push(draw());
      const splitAce = hand.split && hand.cards[0]?.rank === 1 && BLACKJACK_RULES.splitAcesOneCard;
      if (splitAce || hand.doubled) hand.done = true;
      else if (!known(hand)) {
        waiting = true;
        return;
      } else if (handValue(hand.cards as Card[]).total >= 21) hand.done = true;
      if (!hand.done) return;
    }
  };
  close();
  for (const decision of decisions) {
    if (decision === 'insurance' || decision === 'noInsurance') {
      insured = decision === 'insurance';
      continue;
    }
    const hand = hands.find((h) => !h.done);
    // A decision after a face-down card cannot be read here: the view ends at the card.
    if (!hand || waiting) break;
    if (decision === 'hit') hand.cards.push(draw());
    else if (decision === 'stand') hand.done = true;
    else if (decision === 'double') {
      hand.doubled = true;
      hand.cards.push(draw());
    } else if (decision === 'split') {
      const halves = hand.cards.map((c) => ({
        cards: [c],
        doubled: false,
        split: true,
        done: false,
      }));
      hands.splice(hands.indexOf(hand), 1, ...halves);
    }
    close();
  }
  return { insured, hands: hands.map(describe), waiting };
}

function describe(hand: Hand): SeenHand {
  const cards = hand.cards.map((c) => (c ? { rank: c.rank, suit: c.suit } : null));
  const shown = cards.every((c) => c !== null) ? (cards as Card[]) : null;
  const value = shown ? handValue(shown) : null;
  return {
    cards,
    total: value?.total ?? null,
    soft: value?.soft ?? false,
    doubled: hand.doubled,
    split: hand.split,
    blackjack: shown !== null && !hand.split && isNatural(shown),
    bust: value !== null && value.total > 21,
    done: hand.done,
  };
}
