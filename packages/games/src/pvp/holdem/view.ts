import { cardLabel } from '../../tables/cards/deck.ts';
import type { PvpActionSpec } from '../engine.ts';
import { legalActions } from './legal.ts';
import { shownHand } from './result.ts';
import { type HoldemSeat, type HoldemState, seatOf } from './state.ts';

const specView = ({ type, min, max }: PvpActionSpec) => ({
  type,
  ...(min === undefined ? {} : { min: String(min) }),
  ...(max === undefined ? {} : { max: String(max) }),
});

/**
 * What `viewer` sees (null: a spectator, or someone not dealt in): every seat's chips,
 * bets and last move, the board dealt so far, the pot, whose turn it is; the viewer's own
 * hole cards; another seat's only at showdown and only if it did not fold (a hand won by
 * folds shows nothing). The board still to come never leaves the state. Amounts are
 * strings of chips; cards are labels ("AS", "TD"). `legal` lists the viewer's open actions
 * when it is the viewer's turn.
 */
export function holdemView(state: HoldemState, viewer: number | null): Record<string, unknown> {
  const showdown = state.street === 'showdown';
  const seeCards = (s: HoldemSeat) => s.seat === viewer || (showdown && !s.folded);
  const bySeat = [...state.seats].sort((a, b) => a.seat - b.seat);
  const mine = viewer === null ? undefined : seatOf(state, viewer);
  return {
    game: 'holdem',
    street: state.street,
    button: state.button,
    bigBlind: String(state.stake),
    smallBlind: String(state.smallBlind),
    board: state.runout.slice(0, state.boardShown).map(cardLabel),
    pot: String(state.seats.reduce((sum, s) => sum + s.committed, 0n)),
    currentBet: String(state.currentBet),
    toAct: state.toAct,
    you: mine ? mine.seat : null,
    legal: mine && state.toAct === mine.seat ? legalActions(state, mine).map(specView) : [],
    seats: bySeat.map((s) => ({
      seat: s.seat,
      stack: String(s.stack),
      bet: String(s.bet),
      committed: String(s.committed),
      folded: s.folded,
      allIn: s.allIn,
      lastAction: s.lastAction && { type: s.lastAction.type, amount: String(s.lastAction.amount) },
      cards: seeCards(s) ? s.hole.map(cardLabel) : null,
      hand: showdown && !s.folded ? shownHand(state, s) : null,
    })),
    log: state.log.map((e) => ({ ...e, amount: String(e.amount) })),
  };
}
