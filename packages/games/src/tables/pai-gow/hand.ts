import { isJoker, type PaiGowCard, pokerRank } from './cards.ts';

/** Five-card hands, lowest first; five aces (four aces and the joker) is the best. */
export const HIGH_HANDS = [
  'highCard',
  'pair',
  'twoPair',
  'threeOfAKind',
  'straight',
  'flush',
  'fullHouse',
  'fourOfAKind',
  'straightFlush',
  'fiveAces',
] as const;

export type HighHand = (typeof HIGH_HANDS)[number];

/** A hand's strength: its kind, then up to five tie-break ranks; compare `score`. */
export interface Evaluated {
  hand: HighHand;
  /** kind × 16⁵ + tie-break ranks in base 16: a higher score is a better hand. */
  score: number;
}

const STRAIGHT = 4;
const FLUSH = 5;
const STRAIGHT_FLUSH = 8;
/** The hands the joker may make as a card other than an ace. */
const WILD: ReadonlySet<HighHand> = new Set(['straight', 'flush', 'straightFlush']);

/** How many of each rank a hand holds (reused: evaluation runs in simulations). */
const counts = new Uint8Array(15);

/** Five ranks (2–14) and whether they share a suit, without a joker. */
function evaluateRanks(ranks: readonly number[], flush: boolean): Evaluated {
  counts.fill(0);
  for (const r of ranks) counts[r] = (counts[r] as number) + 1;
  // Tie-break ranks: the largest group first, then the highest rank, in base 16.
  let ties = 0;
  let groups = 0;
  let top = 0;
  let bottom = 0;
  let [singles, pairs, trips, quads, five] = [0, 0, 0, 0, 0];
  for (let size = 5; size >= 1; size--) {
    for (let r = 14; r >= 2; r--) {
      if (counts[r] !== size) continue;
      ties = ties * 16 + r;
      groups += 1;
      if (size === 5) five += 1;
      else if (size === 4) quads += 1;
      else if (size === 3) trips += 1;
      else if (size === 2) pairs += 1;
      else {
        singles += 1;
        if (!top) top = r;
        bottom = r;
      }
    }
  }
  ties *= 16 ** (5 - groups);
  // A straight's value is its top card, except that A-K-Q-J-10 counts 15 and A-2-3-4-5
  // 14: the second-highest straight, as most pai gow poker tables rank it.
  let straight = 0;
  if (singles === 5) {
    if (top - bottom === 4) straight = top === 14 ? 15 : top;
    else if (top === 14 && counts[3] && counts[4] && counts[5] && bottom === 2) straight = 14;
  }
  let kind: number;
  if (five) kind = 9;
  else if (straight && flush) kind = STRAIGHT_FLUSH;
  else if (quads) kind = 7;
  else if (trips && pairs) kind = 6;
  else if (flush) kind = FLUSH;
  else if (straight) kind = STRAIGHT;
  else if (trips) kind = 3;
  else kind = pairs; // two pair 2, one pair 1, high card 0
  if (kind === STRAIGHT || kind === STRAIGHT_FLUSH) ties = straight * 16 ** 4;
  return { hand: HIGH_HANDS[kind] as HighHand, score: kind * 16 ** 5 + ties };
}

/**
 * The best five-card hand of these cards. The joker is an ace (so four aces and the joker
 * are five aces), or any card not in the hand that makes a straight, a flush or a
 * straight flush — whichever scores best.
 */
export function evaluateHigh(cards: readonly PaiGowCard[]): Evaluated {
  if (cards.length !== 5) throw new RangeError('a high hand has five cards');
  const real = cards.filter((c) => !isJoker(c));
  const ranks = real.map(pokerRank);
  const suit = real[0]?.suit;
  const suited = real.every((c) => c.suit === suit);
  if (real.length === 5) return evaluateRanks(ranks, suited);
  if (real.length !== 4) throw new RangeError('a deck has one joker');
  // As an ace of no suit: pairs, trips, four or five aces, and an ace-high hand.
  let best = evaluateRanks([...ranks, 14], false);
  // As another card: with four suited cards, any rank of their suit not among them (a
  // flush, perhaps a straight flush, beats any straight); else any rank for a straight.
  for (let rank = 2; rank <= 14; rank++) {
    if (suited && ranks.includes(rank)) continue;
    const as = evaluateRanks([...ranks, rank], suited);
    if (WILD.has(as.hand) && as.score > best.score) best = as;
  }
  return best;
}

/** A two-card hand: a pair above any two odd cards; the joker is an ace. */
export function evaluateLow(cards: readonly PaiGowCard[]): { pair: boolean; score: number } {
  if (cards.length !== 2) throw new RangeError('a low hand has two cards');
  const [a, b] = cards.map(pokerRank).sort((x, y) => y - x) as [number, number];
  return a === b ? { pair: true, score: 256 + a } : { pair: false, score: a * 16 + b };
}
