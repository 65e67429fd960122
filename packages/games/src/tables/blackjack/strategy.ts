import type { Card } from '../baccarat/cards.ts';
import type { BlackjackDecision, BlackjackPlay } from './play.ts';
import { cardPoints } from './rules.ts';

export type BasicPlay = 'hit' | 'stand' | 'double' | 'split';

/** True when `up` (1 for the ace, 2–10) lies in from…to, the ace counting 11. */
const vs = (up: number, from: number, to: number) => {
  const u = up === 1 ? 11 : up;
  return u >= from && u <= to;
};

/**
 * Total-dependent basic strategy for this table's rules (8 decks, S17, double on any two,
 * DAS, no surrender), the standard chart for them (e.g. the Wizard of Odds' 4–8 deck S17
 * chart): the strategy the house edge of the paytable is computed for. `pair` is the
 * value of a pair that may be split (null if none), `up` the dealer's up card's points.
 * A double that is not allowed becomes a hit, except soft 18's, which stands.
 */
export function basicPlay(
  total: number,
  soft: boolean,
  pair: number | null,
  canDouble: boolean,
  up: number,
): BasicPlay {
  if (pair !== null) {
    const split =
      pair === 1 ||
      pair === 8 ||
      (pair === 9 && (vs(up, 2, 6) || vs(up, 8, 9))) ||
      (pair === 7 && vs(up, 2, 7)) ||
      (pair === 6 && vs(up, 2, 6)) ||
      (pair === 4 && vs(up, 5, 6)) ||
      ((pair === 2 || pair === 3) && vs(up, 2, 7));
    if (split) return 'split';
  }
  const double = (yes: boolean, otherwise: BasicPlay = 'hit'): BasicPlay =>
    yes ? (canDouble ? 'double' : otherwise) : 'hit';
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18) {
      if (vs(up, 3, 6)) return double(true, 'stand');
      return vs(up, 9, 11) ? 'hit' : 'stand';
    }
    if (total === 17) return double(vs(up, 3, 6));
    if (total >= 15) return double(vs(up, 4, 6));
    if (total >= 13) return double(vs(up, 5, 6));
    return 'hit';
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return vs(up, 2, 6) ? 'stand' : 'hit';
  if (total === 12) return vs(up, 4, 6) ? 'stand' : 'hit';
  if (total === 11) return double(vs(up, 2, 10));
  if (total === 10) return double(vs(up, 2, 9));
  if (total === 9) return double(vs(up, 3, 6));
  return 'hit';
}

/** Basic strategy's decision among those open: never insurance. */
export function basicDecision(play: BlackjackPlay, up: Card): BlackjackDecision {
  if (play.open.includes('noInsurance')) return 'noInsurance';
  const hand = play.hands.find((h) => !h.done);
  if (!hand) throw new Error('no hand to decide on');
  const pair = play.open.includes('split') ? cardPoints(hand.cards[0] as Card) : null;
  return basicPlay(hand.total, hand.soft, pair, play.open.includes('double'), cardPoints(up));
}
