import type { Card } from '../baccarat/cards.ts';
import type { BlackjackOutcome } from './deal.ts';
import { BLACKJACK_RULES, cardPoints, handValue, isNatural } from './rules.ts';

export type BlackjackDecision = 'insurance' | 'noInsurance' | 'hit' | 'stand' | 'double' | 'split';

export const BLACKJACK_DECISIONS: readonly BlackjackDecision[] = [
  'insurance',
  'noInsurance',
  'hit',
  'stand',
  'double',
  'split',
];

/** One of a player's hands as played so far. */
export interface PlayerHand {
  cards: Card[];
  total: number;
  soft: boolean;
  /** Doubled: twice the main bet, one card. */
  doubled: boolean;
  /** One of the two hands of a split (21 on two cards is then no blackjack). */
  split: boolean;
  blackjack: boolean;
  bust: boolean;
  /** Nothing more to decide on this hand. */
  done: boolean;
}

/** Where a player stands after their decisions: their hands and what they may do next. */
export interface BlackjackPlay {
  /** The insurance answer: true, false, or null when not (yet) asked. */
  insured: boolean | null;
  hands: PlayerHand[];
  /** The decisions open now, in the order a page shows them; empty once it is all decided. */
  open: BlackjackDecision[];
  /** How many cards of the shared player sequence these hands hold (2 before any draw). */
  cardsUsed: number;
}

interface Hand {
  cards: Card[];
  doubled: boolean;
  split: boolean;
  done: boolean;
}

/** A player's round being replayed: their hands and the next card of the sequence. */
class Replay {
  insured: boolean | null = null;
  hands: Hand[];
  used = 2;

  constructor(
    readonly outcome: BlackjackOutcome,
    readonly insuranceAsked: boolean,
  ) {
    this.hands = [
      { cards: outcome.playerCards.slice(0, 2), doubled: false, split: false, done: false },
    ];
    this.closeHands();
  }

  draw(): Card {
    const card = this.outcome.playerCards[this.used];
    if (!card) throw new RangeError('the player sequence ran out'); // never: see PLAYER_CARDS
    this.used += 1;
    return card;
  }

  /** Deals a split hand its second card and closes hands with nothing left to decide. */
  closeHands(): void {
    for (const hand of this.hands) {
      if (hand.done) continue;
      if (hand.cards.length === 1) hand.cards.push(this.draw());
      const splitAce = hand.split && hand.cards[0]?.rank === 1 && BLACKJACK_RULES.splitAcesOneCard;
      if (splitAce || hand.doubled || handValue(hand.cards).total >= 21) hand.done = true;
      if (!hand.done) return; // later hands wait for this one: their cards come after
    }
  }

  open(): BlackjackDecision[] {
    if (this.insuranceAsked && this.insured === null) return ['insurance', 'noInsurance'];
    if (this.outcome.dealer.blackjack) return []; // the dealer peeked: the round is over
    const hand = this.hands.find((h) => !h.done);
    if (!hand) return [];
    const choices: BlackjackDecision[] = ['hit', 'stand'];
    if (hand.cards.length === 2 && (!hand.split || BLACKJACK_RULES.doubleAfterSplit)) {
      choices.push('double');
    }
    const [a, b] = hand.cards as [Card, Card];
    if (this.hands.length < BLACKJACK_RULES.maxHands && hand.cards.length === 2) {
      if (cardPoints(a) === cardPoints(b)) choices.push('split');
    }
    return choices;
  }

  apply(decision: BlackjackDecision): void {
    const hand = this.hands.find((h) => !h.done);
    if (decision === 'insurance' || decision === 'noInsurance') {
      this.insured = decision === 'insurance';
    } else if (!hand) {
      throw new Error('no hand to play'); // unreachable: open() offers no hand decision then
    } else if (decision === 'hit') {
      hand.cards.push(this.draw());
    } else if (decision === 'stand') {
      hand.done = true;
    } else if (decision === 'double') {
      hand.doubled = true;
      hand.cards.push(this.draw());
    } else {
      const halves = hand.cards.map((c) => ({
        cards: [c],
        doubled: false,
        split: true,
        done: false,
      }));
      this.hands.splice(0, 1, ...halves);
    }
    this.closeHands();
  }
}

/**
 * Replays a player's decisions on the round: `insuranceAsked` when the dealer shows an
 * ace and the player's main bet can be half-insured. Throws on a decision that was not
 * open. With `toTheEnd`, every choice left open afterwards takes its default (no
 * insurance, stand), as when the decision window closes.
 */
export function playBlackjack(
  outcome: BlackjackOutcome,
  insuranceAsked: boolean,
  decisions: readonly string[],
  toTheEnd = false,
): BlackjackPlay {
  const round = new Replay(outcome, insuranceAsked);
  decisions.forEach((decision, i) => {
    const open = round.open();
    const found = open.find((c) => c === decision);
    if (!found) {
      throw new Error(
        `blackjack decision #${i} (${decision}) is not open: ${open.join(', ') || 'none'}`,
      );
    }
    round.apply(found);
  });
  if (toTheEnd) {
    for (let open = round.open(); open.length > 0; open = round.open()) {
      round.apply(open.includes('noInsurance') ? 'noInsurance' : 'stand');
    }
  }
  return {
    insured: round.insured,
    hands: round.hands.map(describe),
    open: round.open(),
    cardsUsed: round.used,
  };
}

function describe(hand: {
  cards: Card[];
  doubled: boolean;
  split: boolean;
  done: boolean;
}): PlayerHand {
  const value = handValue(hand.cards);
  return {
    cards: hand.cards.map((c) => ({ rank: c.rank, suit: c.suit })),
    ...value,
    doubled: hand.doubled,
    split: hand.split,
    blackjack: !hand.split && isNatural(hand.cards),
    bust: value.total > 21,
    done: hand.done,
  };
}
