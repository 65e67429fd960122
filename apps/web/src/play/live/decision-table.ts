import type { Card, LiveDecisionEngine, LiveTableEngine } from '@gamehall/games';
import type { TFunction } from 'i18next';
import { cardName } from '../baccarat/cards.tsx';
import { toMajor, toMinor } from '../money.ts';
import type { LiveSlip, LiveTableState } from './get-live-state.ts';

// biome-ignore lint/suspicious/noExplicitAny: any engine's outcome
type Engine = LiveTableEngine<any>;
// biome-ignore lint/suspicious/noExplicitAny: any engine's outcome
export type DecisionEngine = LiveDecisionEngine<any>;
export type LiveDecisions = NonNullable<LiveTableState['decisions']>;

/**
 * The engine again when its players decide between the deal and the result (three card
 * poker, casino hold'em, blackjack: a `LiveDecisionEngine`), else null — as the server
 * tells them apart (modules/live/tables.ts).
 */
export const decisionEngineOf = (engine: Engine): DecisionEngine | null =>
  'decisionTypes' in engine && Array.isArray(engine.decisionTypes)
    ? (engine as DecisionEngine)
    : null;

/** Every decision the page names in words (live_dec_*); another is shown as the server writes it. */
const NAMED = new Set([
  'play',
  'fold',
  'call',
  'hit',
  'stand',
  'double',
  'split',
  'insurance',
  'noInsurance',
]);

/** A decision in the player's words: Play, Fold, Call, Hit, Stand, Double, Split, Insurance… */
export const decisionName = (t: TFunction, decision: string) =>
  NAMED.has(decision) ? t(`live_dec_${decision}`) : decision;

/** Decisions in a row, in the player's words ("Hit, Stand"). */
export const decisionNames = (t: TFunction, decisions: readonly string[]) =>
  decisions.map((d) => decisionName(t, d)).join(', ');

/** Whether a spot is a decision's own stake (a play, a call), which no chip is placed on. */
export const isDecisionSpot = (spot: string) => NAMED.has(spot);

/**
 * A hand of a decision table as the page draws it, read from the round's `visible` part
 * while players decide, or from its outcome once dealt. The wire carries both as plain
 * objects: only cards that are cards are read, so a shape this page does not know shows
 * fewer cards rather than breaking.
 */
export interface PokerDeal {
  /** The cards everyone at the table plays as theirs. */
  player: Card[];
  /** Their hand's category ("pair", "flush"…), when the engine says it. */
  playerHand: string | null;
  /** The shared cards: casino hold'em's flop while players decide, its whole board after. */
  board: Card[];
  /** The dealer's cards shown (none while hidden, a blackjack dealer's up card). */
  dealer: Card[];
  dealerHand: string | null;
  /** Whether the dealer's hand qualifies (poker against the dealer), when known. */
  dealerQualifies: boolean | null;
  /** The higher hand, when dealt. */
  winner: 'player' | 'dealer' | 'tie' | null;
}

type Raw = Record<string, unknown>;
const SUITS = new Set(['clubs', 'diamonds', 'hearts', 'spades']);

const isCard = (c: unknown): c is Card => {
  const card = c as Raw | null;
  return (
    typeof card?.rank === 'number' &&
    Number.isInteger(card.rank) &&
    card.rank >= 1 &&
    card.rank <= 13 &&
    typeof card.suit === 'string' &&
    SUITS.has(card.suit)
  );
};

/** Cards from a list of cards, a hand ({ cards }) or one card; none from anything else. */
function cardsOf(value: unknown): Card[] {
  if (isCard(value)) return [{ rank: value.rank, suit: value.suit }];
  const list = Array.isArray(value) ? value : (value as Raw | null)?.cards;
  if (!Array.isArray(list) || !list.every(isCard)) return [];
  return list.map(({ rank, suit }) => ({ rank, suit }));
}

/** A hand's category when it carries one ({ category: "pair" }), else null. */
function categoryOf(...hands: unknown[]): string | null {
  for (const hand of hands) {
    const category = (hand as Raw | null)?.category;
    if (typeof category === 'string' && /^[A-Za-z]{1,20}$/.test(category)) return category;
  }
  return null;
}

const WINNERS = new Set(['player', 'dealer', 'tie']);

/** What everyone sees of a deal while players decide (`visible`), or null with no cards. */
export function visibleDeal(raw: Raw | null | undefined): PokerDeal | null {
  if (!raw) return null;
  const player = cardsOf(raw.player);
  if (player.length === 0) return null;
  return {
    player,
    // Three card poker's hand carries its category; casino hold'em's two cards with the flop.
    playerHand: categoryOf(raw.player, raw.flopHand, raw.playerHand),
    board: cardsOf(raw.board ?? raw.flop),
    dealer: cardsOf(raw.dealer ?? raw.dealerUp ?? raw.upCard),
    dealerHand: null,
    dealerQualifies: null,
    winner: null,
  };
}

/** A dealt round's whole deal, the dealer's cards turned over; null with no cards. */
export function settledDeal(raw: Raw | null | undefined): PokerDeal | null {
  if (!raw) return null;
  const player = cardsOf(raw.player);
  const dealer = cardsOf(raw.dealer);
  if (player.length === 0 || dealer.length === 0) return null;
  return {
    player,
    playerHand: categoryOf(raw.player, raw.playerHand),
    board: cardsOf(raw.board),
    dealer,
    dealerHand: categoryOf(raw.dealer, raw.dealerHand),
    dealerQualifies: typeof raw.dealerQualifies === 'boolean' ? raw.dealerQualifies : null,
    winner:
      typeof raw.winner === 'string' && WINNERS.has(raw.winner)
        ? (raw.winner as PokerDeal['winner'])
        : null,
  };
}

/** How many cards the dealer holds face down while players decide, by game. */
const DEALER_CARDS: Readonly<Record<string, number>> = {
  'three-card-poker': 3,
  'casino-holdem': 2,
};

/** The dealer's face-down cards while players decide (a blackjack dealer's hole card: 1). */
export const hiddenDealerCards = (engine: string, shown: number) =>
  Math.max(0, (DEALER_CARDS[engine] ?? shown + 1) - shown);

/** Poker hand categories the page names (live_hand_*): three-card and five-card poker's. */
const CATEGORIES = new Set([
  'highCard',
  'pair',
  'twoPair',
  'threeOfAKind',
  'straight',
  'flush',
  'fullHouse',
  'fourOfAKind',
  'straightFlush',
  'royalFlush',
]);

/** A hand in words: its category ("Pair"), or its cards when the category is not known. */
export function handWords(t: TFunction, cards: readonly Card[], category: string | null) {
  if (category && CATEGORIES.has(category)) return t(`live_hand_${category}`);
  return cards.map((c) => cardName(t, c)).join(', ');
}

/**
 * A dealt round in one sentence, for the stage, the road and screen readers: the
 * dealer's hand and whether it qualifies, the player's hand, and which is higher.
 */
export function pokerWords(t: TFunction, deal: PokerDeal): string {
  const dealer = handWords(t, deal.dealer, deal.dealerHand);
  const parts = [
    deal.dealerQualifies === null
      ? t('live_poker_dealer', { hand: dealer })
      : t(deal.dealerQualifies ? 'live_poker_dealer_qualifies' : 'live_poker_dealer_short', {
          hand: dealer,
        }),
    t('live_poker_player', { hand: handWords(t, deal.player, deal.playerHand) }),
  ];
  if (deal.winner) parts.push(t(`live_poker_wins_${deal.winner}`));
  return parts.join(' ');
}

/**
 * The player's bets this round as the engine reads them (spot → minor units): the chips
 * placed, not a decision's own stake (a play, a call), as the server counts them.
 */
export function betsOf(engine: Engine, slips: readonly LiveSlip[]): Map<string, bigint> {
  const bets = new Map<string, bigint>();
  for (const slip of slips) {
    for (const bet of slip.bets) {
      const spot = engine.readType(bet.spot)?.spot;
      if (!spot) continue;
      bets.set(spot, (bets.get(spot) ?? 0n) + BigInt(toMinor(bet.stake)));
    }
  }
  return bets;
}

/**
 * The further stake a decision takes (major units), by the engine's own rule — a play
 * the ante, a call twice the ante — or null when it takes none or cannot be known.
 */
export function decisionCost(
  engine: DecisionEngine,
  decision: string,
  bets: ReadonlyMap<string, bigint>,
  made: readonly string[],
): number | null {
  try {
    const stake = engine.stakeOf(decision, bets, made);
    return stake && stake.stake > 0n ? toMajor(Number(stake.stake)) : null;
  } catch {
    return null;
  }
}

/**
 * The decisions the table took for the player when the window closed on a choice they
 * still had (fold, stand, no insurance), by the engine's rules on the dealt outcome, as
 * the server settles them (modules/live/decide.ts decidedFor).
 */
export function defaultsTaken(
  engine: DecisionEngine,
  outcome: unknown,
  bets: ReadonlyMap<string, bigint>,
  made: readonly string[],
): string[] {
  if (outcome === null || outcome === undefined || bets.size === 0) return [];
  const all = [...made];
  try {
    for (let i = 0; i < 64 && engine.nextDecisions(outcome, bets, all).length > 0; i++) {
      all.push(engine.defaultDecision(outcome, bets, all));
    }
  } catch {
    return [];
  }
  return all.slice(made.length);
}

/** A decision's answer, kept for its round until the state call has caught up with it. */
export interface DecidedAnswer {
  roundId: number;
  /** When it came in (local ms), to compare with the state call's answer. */
  at: number;
  decisions: LiveDecisions;
}

/**
 * The player's decisions on round `roundId`: the state call's (`fromState`: undefined
 * when its answer is about another round or phase, null when it says they have no bets)
 * or the answer of a decision made since, whichever is later — decisions are only ever
 * added, so the one with more of them is the later; with as many, the newer answer. What
 * the bets returned comes from the state call alone.
 */
export function currentDecisions(
  roundId: number | undefined,
  fromState: LiveDecisions | null | undefined,
  receivedAt: number,
  answer: DecidedAnswer | null,
): LiveDecisions | null | undefined {
  const mine = answer && answer.roundId === roundId ? answer : null;
  if (!mine) return fromState;
  if (!fromState) return mine.decisions;
  const later =
    fromState.made.length > mine.decisions.made.length ||
    (fromState.made.length === mine.decisions.made.length && receivedAt > mine.at);
  return later ? fromState : { ...mine.decisions, win: fromState.win };
}

/**
 * What a decision table's round returned the player: null without bets on it, the state
 * call's `decisions.win` once dealt and paid, 'settling' until then (its bets' own wins
 * stay null: they return together, by the player's decisions).
 */
export function decisionWin(
  hasBets: boolean,
  decisions: LiveDecisions | null | undefined,
): number | 'settling' | null {
  if (!hasBets && !decisions) return null;
  return typeof decisions?.win === 'number' ? decisions.win : 'settling';
}

/**
 * The spots a dealt round lights (`results`), less those the player's decisions settle: a
 * bet alone takes every default (engine.settle), so a blackjack's main bet would light as
 * if it had stood on its first two cards whatever its player did. A spot that had a
 * decision to make on this deal is left out; the side bets stay.
 */
export function decidedSpots<R>(
  decider: DecisionEngine | null,
  outcome: unknown,
  results: ReadonlyMap<string, R>,
): Map<string, R> {
  const kept = new Map(results);
  if (!decider || outcome === null || outcome === undefined) return kept;
  for (const spot of results.keys()) {
    try {
      if (decider.nextDecisions(outcome, new Map([[spot, 100n]]), []).length > 0) {
        kept.delete(spot);
      }
    } catch {
      kept.delete(spot);
    }
  }
  return kept;
}
