import type { PvpRake, PvpResult } from '../engine.ts';
import { potRake, splitPot } from '../rake.ts';
import { shownHand } from './hand.ts';
import { buildPots } from './pots.ts';
import { bestOf, valueOfCards } from './showdown.ts';
import { actingOrder, type ZhajinhuaState } from './state.ts';

/** Seats whose cards someone else saw: compared, or shown at a show or the showdown. */
function revealedSeats(state: ZhajinhuaState): Set<number> {
  const seats = new Set(state.seats.filter((s) => s.shown).map((s) => s.seat));
  for (const { by, target } of state.compares) {
    seats.add(by);
    seats.add(target);
  }
  return seats;
}

/**
 * The hand's money. Each pot is raked with `potRake` (the cap counting what earlier pots
 * took), whether won at a showdown or because everyone else folded or lost a compare;
 * chips going back (`returned`) are never raked. Winners: the only seat eligible, else the
 * best hands among the eligible (`bestOf`); a split goes by `splitPot`, odd chips from the
 * button's left.
 */
export function zhajinhuaResult(state: ZhajinhuaState, rake: PvpRake): PvpResult {
  if (state.ended === null) throw new Error('the zha jin hua hand is not over');
  const order = actingOrder(state);
  const values = new Map(state.seats.map((s) => [s.seat, valueOfCards(s.cards)]));
  const won = new Map(state.seats.map((s) => [s.seat, 0n]));
  let taken = 0n;
  const pots: PvpResult['pots'][number][] = [];
  const built = buildPots(
    state.seats.map((s) => ({
      seat: s.seat,
      committed: s.committed,
      inHand: s.out === null,
      allIn: s.allIn,
    })),
  );
  for (const pot of built) {
    const winners = pot.returned
      ? pot.eligible
      : bestOf(pot.eligible, (seat) => values.get(seat) as number);
    const cut = pot.returned ? 0n : potRake(pot.amount, pot.contributors, rake, taken);
    taken += cut;
    for (const [seat, share] of splitPot(pot.amount - cut, winners, order)) {
      won.set(seat, (won.get(seat) as bigint) + share);
    }
    pots.push({ amount: pot.amount, rake: cut, eligible: pot.eligible, winners });
  }
  const revealed = revealedSeats(state);
  return {
    seats: new Map(
      state.seats.map((s) => [s.seat, { committed: s.committed, won: won.get(s.seat) as bigint }]),
    ),
    pots,
    rake: taken,
    hands: new Map(
      state.seats.filter((s) => revealed.has(s.seat)).map((s) => [s.seat, shownHand(s.cards)]),
    ),
  };
}
