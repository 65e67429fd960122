import { cardLabel } from '../../tables/cards/deck.ts';
import { handMultiplier } from './rules.ts';
import { handsOf, outcomesOf } from './settle.ts';
import type { NiuniuGrabSeat, NiuniuGrabState } from './state.ts';
import { toActOf } from './turns.ts';

/** Cards a viewer may see of a seat: its own first four before the reveal, all at it. */
function visibleCards(state: NiuniuGrabState, seat: NiuniuGrabSeat, viewer: number | null) {
  if (state.phase === 'reveal') return seat.cards.map(cardLabel);
  if (seat.seat === viewer) return seat.cards.slice(0, 4).map(cardLabel);
  return null;
}

/**
 * What `viewer` sees (null, or a seat not dealt in: a spectator). Grab and bet multiples
 * are public once called; cards as described at `visibleCards`, with `hiddenCards`
 * counting the face-down ones; hands, results and the dues (before the stack caps, the
 * banker's scaling and rake — `result` has the money) only at the reveal. Chips are
 * strings of minor units; multiples are plain numbers, except the action `options`, which
 * are strings because they are what the client sends back as the action's `amount`.
 */
export function viewNiuniuGrab(state: NiuniuGrabState, viewer: number | null) {
  const dealtIn = state.seats.some((s) => s.seat === viewer) ? viewer : null;
  const revealed = state.phase === 'reveal';
  const hands = revealed ? handsOf(state) : null;
  const outcomes = revealed ? outcomesOf(state) : [];
  const toAct = [...toActOf(state)].map(([seat, specs]) => ({
    seat,
    actions: [
      {
        type: specs[0]?.type,
        options: specs.flatMap((spec) => {
          const options: string[] = [];
          for (let m = spec.min ?? 0n; m <= (spec.max ?? 0n); m++) options.push(m.toString());
          return options;
        }),
      },
    ],
  }));
  return {
    game: 'niuniu-grab',
    phase: state.phase,
    stake: state.stake.toString(),
    button: state.button,
    viewer: dealtIn,
    banker: state.banker,
    bankerMultiple: state.bankerMultiple,
    draw: state.draw && { tied: state.draw.tied, card: cardLabel(state.draw.card) },
    seats: state.seats.map((s) => {
      const cards = visibleCards(state, s, dealtIn);
      const hand = hands?.get(s.seat);
      const outcome = outcomes.find((o) => o.seat === s.seat);
      return {
        seat: s.seat,
        stack: s.stack.toString(),
        banker: s.seat === state.banker,
        grab: s.grab,
        bet: s.bet,
        cards,
        hiddenCards: s.cards.length - (cards?.length ?? 0),
        hand: hand
          ? {
              bull: hand.bull,
              bullCards: hand.bullCards,
              highCard: cardLabel(hand.highCard),
              multiplier: handMultiplier(hand.bull),
            }
          : null,
        versusBanker: outcome
          ? { result: outcome.winner === s.seat ? 'win' : 'lose', due: outcome.due.toString() }
          : null,
      };
    }),
    toAct,
  };
}
