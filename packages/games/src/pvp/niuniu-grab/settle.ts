import { cardLabel } from '../../tables/cards/deck.ts';
import { compareHands, evaluateHand, type NiuniuHand } from '../../tables/niuniu/hand.ts';
import type { PvpRake, PvpResult } from '../engine.ts';
import { potRake } from '../rake.ts';
import { handMultiplier } from './rules.ts';
import type { NiuniuGrabSeat, NiuniuGrabState } from './state.ts';

/** One player's hand against the banker's, before any stack cap. */
export interface NiuniuGrabOutcome {
  /** The player (never the banker). */
  seat: number;
  /** The seat whose hand is higher: the player or the banker. */
  winner: number;
  /** The winner's hand multiplier (`handMultiplier`). */
  multiplier: number;
  /** B × the banker's multiple × the player's bet × `multiplier`: what the loser owes. */
  due: bigint;
}

export function handsOf(state: NiuniuGrabState): Map<number, NiuniuHand> {
  return new Map(state.seats.map((s) => [s.seat, evaluateHand(s.cards)]));
}

function revealed(state: NiuniuGrabState): { banker: number; multiple: number } {
  if (state.phase !== 'reveal' || state.banker === null || state.bankerMultiple === null) {
    throw new Error('the niu niu hand is not over');
  }
  return { banker: state.banker, multiple: state.bankerMultiple };
}

/**
 * Every player against the banker, in the order from the button's left. The higher hand
 * wins (`compareHands`: the bull, then the highest card with its suit; cards from one deck
 * never tie), and the winner's hand sets the multiplier.
 */
export function outcomesOf(state: NiuniuGrabState): NiuniuGrabOutcome[] {
  const { banker, multiple } = revealed(state);
  const hands = handsOf(state);
  const bankerHand = hands.get(banker) as NiuniuHand;
  return state.order
    .filter((seat) => seat !== banker)
    .map((seat) => {
      const hand = hands.get(seat) as NiuniuHand;
      const bet = state.seats.find((s) => s.seat === seat)?.bet ?? 1;
      const playerWins = compareHands(hand, bankerHand) > 0;
      const multiplier = handMultiplier((playerWins ? hand : bankerHand).bull);
      const due = state.stake * BigInt(multiple) * BigInt(bet) * BigInt(multiplier);
      return { seat, winner: playerWins ? seat : banker, multiplier, due };
    });
}

type Pot = PvpResult['pots'][number];

/** What a loser pays: its due, but never more than its stack (Math.min takes no bigints). */
function capped(due: bigint, stack: bigint): bigint {
  if (due > stack) return stack;
  return due;
}

/**
 * The hand's money. Each transfer between a player and the banker is one pot
 * {amount, rake, eligible: [the two seats, ascending], winners: [the winner]}: `amount`
 * is what the loser pays, `potRake(amount, 2, …)` comes off it, the winner gets the rest.
 * The rake's cap is cumulative over the hand's pots in the order they are settled:
 *
 * 1. The banker's wins, players from the button's left: each loser pays min(due, its
 *    stack) — no seat loses more than it holds.
 * 2. The banker's losses, same order. The banker can pay out at most its stack plus what
 *    it just received after rake (P). When the dues sum to more (D > P) each winner gets
 *    ⌊due × P / D⌋ and the rounding remainder stays with the banker.
 *
 * Per seat, `committed` is every chip the seat paid into pots and `won` every chip it got
 * out of pots after rake: a losing player has committed = what it paid, won = 0; a
 * winning player committed = 0, won = its pot less rake; the banker committed = the sum it
 * paid out (after any scaling: what actually left it) and won = the sum it received after
 * rake. Then Σ committed = Σ pot amounts = Σ won + rake exactly, and each seat's change is
 * won − committed. The banker's `committed` may exceed its stack (it is paid partly from
 * this hand's wins); its net never loses more than the stack.
 *
 * Example, B = 10, rake 5% (bps 500) with a high cap: the banker wins 40 from A and 60
 * from C, and owes D 120 and E 30. Pots A→banker 40 (rake 2), C→banker 60 (rake 3),
 * banker→D 120 (rake 6), banker→E 30 (rake 1, 1.5 rounded down). A: committed 40, won 0;
 * C: 60, 0; D: 0, 114; E: 0, 29; banker: committed 150, won 38 + 57 = 95 (net −55).
 * Σ committed 250 = Σ won 238 + rake 12. (settle.test.ts plays this hand.)
 */
export function settleNiuniuGrab(state: NiuniuGrabState, rake: PvpRake): PvpResult {
  const { banker } = revealed(state);
  const seatById = new Map(state.seats.map((s) => [s.seat, s]));
  const bankerSeat = seatById.get(banker) as NiuniuGrabSeat;
  const outcomes = outcomesOf(state);
  const committed = new Map(state.seats.map((s) => [s.seat, 0n]));
  const won = new Map(state.seats.map((s) => [s.seat, 0n]));
  const add = (map: Map<number, bigint>, seat: number, chips: bigint) =>
    map.set(seat, (map.get(seat) ?? 0n) + chips);
  const pots: Pot[] = [];
  let taken = 0n;
  const transfer = (from: number, to: number, amount: bigint) => {
    const cut = potRake(amount, 2, rake, taken);
    taken += cut;
    add(committed, from, amount);
    add(won, to, amount - cut);
    pots.push({ amount, rake: cut, eligible: [from, to].sort((a, b) => a - b), winners: [to] });
  };

  for (const o of outcomes.filter((o) => o.winner === banker)) {
    const { stack } = seatById.get(o.seat) as NiuniuGrabSeat;
    transfer(o.seat, banker, capped(o.due, stack));
  }
  const losses = outcomes.filter((o) => o.winner !== banker);
  const purse = bankerSeat.stack + (won.get(banker) ?? 0n);
  const owed = losses.reduce((sum, o) => sum + o.due, 0n);
  for (const o of losses) transfer(banker, o.seat, owed <= purse ? o.due : (o.due * purse) / owed);

  const seats = new Map(
    state.seats.map((s) => [
      s.seat,
      { committed: committed.get(s.seat) ?? 0n, won: won.get(s.seat) ?? 0n },
    ]),
  );
  return { seats, pots, rake: taken, hands: handWords(state) };
}

/** Every seat's hand in words, for the page and /verify. */
export function handWords(state: NiuniuGrabState): Map<number, Record<string, unknown>> {
  const hands = handsOf(state);
  return new Map(
    state.seats.map((s) => {
      const hand = hands.get(s.seat) as NiuniuHand;
      return [
        s.seat,
        {
          cards: s.cards.map(cardLabel),
          bull: hand.bull,
          bullCards: hand.bullCards,
          highCard: cardLabel(hand.highCard),
          multiplier: handMultiplier(hand.bull),
          banker: s.seat === state.banker,
          grab: s.grab,
          bet: s.bet,
        },
      ];
    }),
  );
}
