import { cardLabel } from '../../tables/cards/deck.ts';
import { cardCode } from '../../tables/poker-hands/codes.ts';
import { bestOfSeven, pokerValue } from '../../tables/poker-hands/five.ts';
import type { PvpRake, PvpResult } from '../engine.ts';
import { potRake, splitPot } from '../rake.ts';
import { buildPots } from './pots.ts';
import { type HoldemSeat, type HoldemState, isOverStreet } from './state.ts';

/** The hole cards and the board, as one seven-card hand. */
const sevenOf = (state: HoldemState, s: HoldemSeat) => [...s.hole, ...state.runout];

/** A shown hand for the page and /verify: its cards, category and best five, as labels. */
export function shownHand(state: HoldemState, s: HoldemSeat) {
  const hand = bestOfSeven(sevenOf(state, s));
  return { cards: s.hole.map(cardLabel), category: hand.category, best: hand.best.map(cardLabel) };
}

/**
 * The hand's money. Pots from each seat's total (`buildPots`); each pot goes to its
 * eligible seats with the best five of hole cards and board (ties split, odd chips from
 * the button's left), or to the last seat standing when the others folded. An uncalled
 * bet goes back to its bettor and is no pot.
 *
 * Rake: per pot with `potRake`, the hand's cap shared by its pots in order (main pot
 * first), and only when the flop was dealt — "no flop, no drop": a hand won before the
 * flop (everyone folded to a raise or to the big blind) pays no rake. A hand all-in before
 * the flop deals the board, so it is raked.
 */
export function holdemResult(state: HoldemState, rake: PvpRake): PvpResult {
  if (!isOverStreet(state.street)) throw new Error("the hold'em hand is not over");
  const order = state.seats.map((s) => s.seat);
  const won = new Map(order.map((seat) => [seat, 0n]));
  const add = (seat: number, chips: bigint) => won.set(seat, (won.get(seat) ?? 0n) + chips);
  const { pots, uncalled } = buildPots(state.seats);
  if (uncalled) add(uncalled.seat, uncalled.amount);

  const showdown = state.street === 'showdown';
  const values = new Map<number, number>();
  if (showdown) {
    for (const s of state.seats) {
      if (!s.folded) values.set(s.seat, pokerValue(sevenOf(state, s).map(cardCode)));
    }
  }
  const drop = state.boardShown >= 3;
  let taken = 0n;
  const out: PvpResult['pots'][number][] = [];
  for (const pot of pots) {
    if (pot.eligible.length === 0) throw new Error('a pot nobody can win'); // buildPots never
    const best = Math.max(...pot.eligible.map((seat) => values.get(seat) ?? 0));
    const winners = showdown
      ? pot.eligible.filter((seat) => values.get(seat) === best)
      : pot.eligible; // everyone else folded: the one seat left
    const cut = drop ? potRake(pot.amount, pot.contributors.length, rake, taken) : 0n;
    taken += cut;
    for (const [seat, share] of splitPot(pot.amount - cut, winners, order)) add(seat, share);
    out.push({ amount: pot.amount, rake: cut, eligible: [...pot.eligible], winners });
  }

  const hands = new Map<number, Record<string, unknown>>();
  if (showdown) for (const s of state.seats) if (!s.folded) hands.set(s.seat, shownHand(state, s));
  return {
    seats: new Map(
      state.seats.map((s) => [s.seat, { committed: s.committed, won: won.get(s.seat) ?? 0n }]),
    ),
    pots: out,
    rake: taken,
    hands,
  };
}
