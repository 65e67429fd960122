import { isJoker, type PaiGowCard, pokerRank } from './cards.ts';
import { evaluateHigh, evaluateLow } from './hand.ts';

/** Seven cards set as a five-card high hand and a two-card low hand. */
export interface Setting {
  high: PaiGowCard[];
  low: PaiGowCard[];
}

/** The setting that puts cards `i` and `j` in the low hand. */
function setting(seven: readonly PaiGowCard[], i: number, j: number): Setting {
  return {
    high: seven.filter((_, k) => k !== i && k !== j),
    low: [seven[i], seven[j]] as PaiGowCard[],
  };
}

const SUIT_INDEX: Readonly<Record<string, number>> = {
  clubs: 0,
  diamonds: 1,
  hearts: 2,
  spades: 3,
};

/** Whether five of the cards make a straight or a flush (the joker filling in). */
function hasStraightOrFlush(seven: readonly PaiGowCard[]): boolean {
  let joker = 0;
  let ranks = 0; // bit r set for each rank r present, the ace also as 1 (A-2-3-4-5)
  const suits = [0, 0, 0, 0];
  for (const card of seven) {
    if (isJoker(card)) {
      joker = 1;
      continue;
    }
    const s = SUIT_INDEX[card.suit] as number;
    suits[s] = (suits[s] as number) + 1;
    ranks |= (1 << pokerRank(card)) | (card.rank === 1 ? 2 : 0);
  }
  if (Math.max(...suits) + joker >= 5) return true;
  for (let bottom = 1; bottom <= 10; bottom++) {
    let present = joker;
    for (let r = bottom; r < bottom + 5; r++) present += (ranks >> r) & 1;
    if (present >= 5) return true;
  }
  return false;
}

/** Among settings whose high hand is a straight, flush or straight flush: the best low. */
function straightOrFlush(seven: readonly PaiGowCard[]): Setting | null {
  if (!hasStraightOrFlush(seven)) return null;
  let best: { set: Setting; low: number; high: number } | null = null;
  for (let i = 0; i < 7; i++) {
    for (let j = i + 1; j < 7; j++) {
      const set = setting(seven, i, j);
      const high = evaluateHigh(set.high);
      if (high.hand !== 'straight' && high.hand !== 'flush' && high.hand !== 'straightFlush')
        continue;
      const low = evaluateLow(set.low).score;
      if (!best || low > best.low || (low === best.low && high.score > best.high)) {
        best = { set, low, high: high.score };
      }
    }
  }
  return best?.set ?? null;
}

/** Pair classes of the two-pair rule: 2–6 low, 7–10 medium, J–K high, aces apart. */
const pairClass = (rank: number) =>
  rank === 14 ? 'aces' : rank >= 11 ? 'high' : rank >= 7 ? 'medium' : 'low';

/**
 * The house way (README): how the dealer sets its hand here, and every player's too.
 * The joker counts as an ace for pairs, and plays as a wild card only in a straight or a
 * flush. Rank groups are taken largest first, then highest first.
 */
export function houseWay(seven: readonly PaiGowCard[]): Setting {
  if (seven.length !== 7) throw new RangeError('pai gow poker sets seven cards');
  const rank = (i: number) => pokerRank(seven[i] as PaiGowCard);
  const byRank = new Map<number, number[]>();
  seven.forEach((card, i) => {
    const r = pokerRank(card);
    byRank.set(r, [...(byRank.get(r) ?? []), i]);
  });
  const groups = [...byRank].sort(([ra, a], [rb, b]) => b.length - a.length || rb - ra);
  const sized = (n: number) => groups.filter(([, g]) => g.length === n).map(([, g]) => g);
  const [five, quads, trips, pairs] = [sized(5), sized(4), sized(3), sized(2)];
  const singles = sized(1).map(([i]) => i as number);
  const low = (pair: readonly number[]) => setting(seven, pair[0] as number, pair[1] as number);
  const [s0, s1, s2] = singles as [number, number, number];

  if (five[0]) {
    // Five aces: a pair of kings goes low if there is one, else a pair of the aces.
    return low(pairs[0] && rank(pairs[0][0] as number) === 13 ? pairs[0] : five[0]);
  }
  if (quads[0]) {
    const q = rank(quads[0][0] as number);
    // A pair (or two of three of a kind) goes low beside four of a kind.
    const beside = [...trips, ...pairs].sort((a, b) => rank(b[0] as number) - rank(a[0] as number));
    if (beside[0]) return low(beside[0]);
    if (q <= 6 || (q <= 10 && rank(s0) === 14)) return low([s0, s1]); // kept whole
    return low(quads[0]); // split: a pair in each hand
  }
  if (trips[0] && (trips[1] || pairs[0])) {
    // Two threes of a kind: a pair of the higher goes low. A full house: its (highest) pair.
    return low(trips[1] ? trips[0] : (pairs[0] as number[]));
  }
  if (pairs.length === 3) return low(pairs[0] as number[]); // the highest pair low
  if (pairs.length === 2) {
    const [high, lower] = pairs as [number[], number[]];
    const [h, l] = [pairClass(rank(high[0] as number)), pairClass(rank(lower[0] as number))];
    let split: boolean;
    if (h === 'aces' || (h === 'high' && l !== 'low')) split = true;
    else if ((h === 'high' && l === 'low') || (h === 'medium' && l === 'medium')) {
      split = rank(s0) !== 14; // unless an ace can go low
    } else split = rank(s0) < 13; // unless a king or an ace can go low
    return low(split ? lower : [s0, s1]);
  }
  const sf = straightOrFlush(seven);
  if (sf) return sf;
  if (trips[0]) {
    const [a, b] = trips[0] as [number, number, number];
    // Three aces: a pair of aces high, the third ace and the best single low.
    return rank(a) === 14 ? low([b, s0]) : low([s0, s1]);
  }
  return pairs[0] ? low([s0, s1]) : low([s1, s2]);
}
