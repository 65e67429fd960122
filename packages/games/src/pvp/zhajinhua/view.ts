import { cardLabel } from '../../tables/cards/deck.ts';
import { shownHand } from './hand.ts';
import { specsFor } from './specs.ts';
import { POT_CAP_BOOTS, potOf, seatOf, type ZhajinhuaSeat, type ZhajinhuaState } from './state.ts';

/**
 * Whether `viewer` may see `seat`'s cards: its own once it looked (a compare counts as
 * looking); another's once shown to everyone at the end, or when the two were compared.
 */
function canSee(state: ZhajinhuaState, seat: ZhajinhuaSeat, viewer: number | null): boolean {
  if (seat.shown) return true;
  if (viewer === null) return false;
  if (seat.seat === viewer) return seat.seen;
  return state.compares.some(
    (c) =>
      (c.by === viewer && c.target === seat.seat) || (c.target === viewer && c.by === seat.seat),
  );
}

function seatView(state: ZhajinhuaState, seat: ZhajinhuaSeat, viewer: number | null) {
  const visible = canSee(state, seat, viewer);
  return {
    seat: seat.seat,
    stack: seat.stack.toString(),
    committed: seat.committed.toString(),
    blind: !seat.seen,
    folded: seat.out !== null,
    out: seat.out,
    allIn: seat.allIn,
    lastAction: seat.lastAction,
    cardCount: seat.cards.length,
    // Face down: null, the count above says how many.
    cards: visible ? seat.cards.map(cardLabel) : null,
    category: visible ? shownHand(seat.cards).category : null,
  };
}

/**
 * What `viewer` sees (null: a spectator or someone not dealt in): every seat's chips and
 * status in acting order (from the button's left), S, the pot, whose turn and the round,
 * the compares so far (who asked, whom, who lost: the cards stay between the two), and the
 * viewer's own actions when it is its turn. Amounts are strings of minor units.
 */
export function zhajinhuaView(state: ZhajinhuaState, viewer: number | null) {
  const me = viewer === null ? undefined : seatOf(state, viewer);
  const seeing = me ? me.seat : null;
  const myTurn = me !== undefined && state.ended === null && state.turn === me.seat;
  return {
    game: 'zhajinhua',
    boot: state.boot.toString(),
    stake: state.stake.toString(),
    pot: potOf(state).toString(),
    potCap: (state.boot * POT_CAP_BOOTS).toString(),
    button: state.button,
    round: state.round,
    turn: state.turn,
    ended: state.ended,
    showdownReason: state.showdownReason,
    you: seeing,
    seats: state.seats.map((seat) => seatView(state, seat, seeing)),
    compares: state.compares.map((c) => ({ ...c })),
    actions: myTurn
      ? specsFor(state, me).map(({ type, min, max }) => ({
          type,
          ...(min === undefined ? {} : { min: min.toString() }),
          ...(max === undefined ? {} : { max: max.toString() }),
        }))
      : [],
  };
}
