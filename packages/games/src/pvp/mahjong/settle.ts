import type { PvpRake, PvpResult } from '../engine.ts';
import { potRake } from '../rake.ts';
import { type MahjongState, seatOf, seatsAfter } from './state.ts';

type Pot = PvpResult['pots'][number];

/** What a payer pays: what it owes, but never more than its stack (Math.min takes no bigints). */
function capped(due: bigint, stack: bigint): bigint {
  if (due > stack) return stack;
  return due;
}

/** Who pays the winner: the discarder, or on a self-draw the other three in turn order. */
export function payersOf(state: MahjongState): number[] {
  const { win } = state;
  if (win === null) return [];
  return win.from === null ? seatsAfter(state, win.seat) : [win.from];
}

/**
 * The hand's money (README.md "Money"). A draw (the wall ran out) moves nothing: no pots,
 * every seat committed 0 and won 0. A win is worth `win.amount` = stake × 2^fan from each
 * payer — the discarder alone, or each of the other three on a self-draw (turn order
 * from the winner's next seat). Each payment is one pot {amount: min(amount, the payer's
 * stack), rake: potRake(amount, 2, …) with the hand's cap shared by the pots in that order,
 * eligible: [payer, winner] ascending, winners: [winner]}. `committed` is what a seat paid,
 * `won` what it received after rake, so Σ committed = Σ won + rake exactly; a seat never
 * pays more than its stack (the winner simply gets less).
 */
export function settleMahjong(state: MahjongState, rake: PvpRake): PvpResult {
  if (state.phase !== 'over') throw new Error('the mahjong hand is not over');
  const committed = new Map(state.seats.map((s) => [s.seat, 0n]));
  const won = new Map(state.seats.map((s) => [s.seat, 0n]));
  const pots: Pot[] = [];
  let taken = 0n;
  const { win } = state;
  if (win !== null) {
    for (const payer of payersOf(state)) {
      const { stack } = seatOf(state, payer);
      const amount = capped(win.amount, stack);
      const cut = potRake(amount, 2, rake, taken);
      taken += cut;
      committed.set(payer, (committed.get(payer) ?? 0n) + amount);
      won.set(win.seat, (won.get(win.seat) ?? 0n) + amount - cut);
      pots.push({
        amount,
        rake: cut,
        eligible: [payer, win.seat].sort((a, b) => a - b),
        winners: [win.seat],
      });
    }
  }
  const seats = new Map(
    state.seats.map((s) => [
      s.seat,
      { committed: committed.get(s.seat) ?? 0n, won: won.get(s.seat) ?? 0n },
    ]),
  );
  return { seats, pots, rake: taken, hands: handWords(state) };
}

/** Every seat's tiles in words, for the page and /verify: all are shown at the end. */
export function handWords(state: MahjongState): Map<number, Record<string, unknown>> {
  const { win } = state;
  return new Map(
    state.seats.map((s) => [
      s.seat,
      {
        tiles: s.concealed,
        melds: s.melds.map((m) => ({ type: m.type, tiles: m.tiles, concealed: m.concealed })),
        discards: s.discards,
        dealer: s.seat === state.button,
        winner: win?.seat === s.seat,
        ...(win?.seat === s.seat
          ? {
              selfDrawn: win.from === null,
              from: win.from,
              tile: win.tile,
              fan: win.fan,
              rawFan: win.rawFan,
              items: win.items,
            }
          : {}),
      },
    ]),
  );
}
