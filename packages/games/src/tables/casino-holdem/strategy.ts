import type { Card } from '../baccarat/cards.ts';
import { cardCode, pokerRankOf } from '../poker-hands/codes.ts';

/**
 * A simple call-or-fold strategy on what the decision window shows (two hole cards and the
 * flop), for the ante's simulation and for benches; not the optimum (README). Call with:
 *
 * 1. a pair or better that uses a hole card (a pocket pair, a hole card paired on the flop);
 * 2. four to a flush, or four to an open-ended straight (four ranks in a row, 2-5 to T-K);
 * 3. four to any other straight (gutshot, A-2-3-4, J-Q-K-A) with a hole card 5 or higher;
 * 4. a hole card ten or higher and "points" of 15 or more: the two hole cards' ranks (2–14,
 *    ace 14) added, plus 2 when three cards of a hole card's suit are showing — any ace or
 *    king, a queen with a 3 or more, a jack with a 4, a ten with a 5 (2 less with three to
 *    a flush);
 * 5. a hole card ten or higher on a paired flop.
 *
 * Fold everything else. The rules come from simulated returns by class of hand, checked
 * against exact returns of call on 2,400 random flops (README).
 */
export function simpleDecisionOnCodes(
  hole: readonly number[],
  flop: readonly number[],
): 'call' | 'fold' {
  const codes = [...hole, ...flop];
  const ranks = codes.map(pokerRankOf);
  const suits = codes.map((c) => Math.floor(c / 13));
  const [r0, r1, ...flopRanks] = ranks as [number, number, ...number[]];
  if (r0 === r1 || flopRanks.includes(r0) || flopRanks.includes(r1)) return 'call';
  const bySuit = [0, 0, 0, 0];
  for (const s of suits) bySuit[s] = (bySuit[s] as number) + 1;
  if (Math.max(...bySuit) >= 4) return 'call';
  let mask = 0;
  for (const r of ranks) mask |= 1 << r;
  if (mask & (1 << 14)) mask |= 1 << 1; // the ace also plays low
  const high = Math.max(r0, r1);
  for (let low = 1; low <= 10; low++) {
    const window = (mask >> low) & 0b11111;
    const open = low >= 2 && low <= 10 && ((mask >> low) & 0b1111) === 0b1111;
    if (open) return 'call';
    if (high >= 5 && [0b01111, 0b10111, 0b11011, 0b11101, 0b11110].includes(window)) {
      return 'call';
    }
  }
  const flush3 = bySuit[suits[0] as number] === 3 || bySuit[suits[1] as number] === 3;
  if (high >= 10 && r0 + r1 + (flush3 ? 2 : 0) >= 15) return 'call';
  const pairedFlop = new Set(flopRanks).size < 3;
  return pairedFlop && high >= 10 ? 'call' : 'fold';
}

/** The simple strategy on cards: the player's two and the flop. */
export function simpleDecision(player: readonly Card[], flop: readonly Card[]): 'call' | 'fold' {
  if (player.length !== 2 || flop.length !== 3)
    throw new RangeError('two hole cards, three on the flop');
  return simpleDecisionOnCodes(player.map(cardCode), flop.map(cardCode));
}
