// Helpers for the tests only (not a test file itself): fixed decks and short hands.
import type { Card } from '../../tables/baccarat/cards.ts';
import { DECK_SIZE, unshuffledDeckCard } from '../../tables/cards/deck.ts';
import { cardCode, cardsFromLabels } from '../../tables/poker-hands/codes.ts';
import type { PvpAction } from '../engine.ts';
import { dealPositions } from './deal.ts';
import { holdemEngine } from './engine.ts';
import type { HoldemState } from './state.ts';

/**
 * A 52-card deck that deals `holeCards` (one "AS KD" per seat, in deal order: from the
 * button's left round to the button) and `board` ("2C 7D 9H JS 4C": flop, turn, river);
 * the burns and the rest are the unused cards in deck order.
 */
export function deckWith(holeCards: readonly string[], board: string): Card[] {
  const at = dealPositions(holeCards.length);
  const deck: (Card | undefined)[] = new Array(DECK_SIZE).fill(undefined);
  holeCards.forEach((labels, i) => {
    const cards = cardsFromLabels(labels);
    if (cards.length !== 2) throw new Error(`two hole cards, not "${labels}"`);
    at.hole(i).forEach((p, k) => {
      deck[p] = cards[k];
    });
  });
  const boardCards = cardsFromLabels(board);
  if (boardCards.length !== 5) throw new Error('a board has five cards');
  at.board.forEach((p, k) => {
    deck[p] = boardCards[k];
  });
  const used = new Set(deck.filter((c): c is Card => c !== undefined).map(cardCode));
  if (used.size !== holeCards.length * 2 + 5) throw new Error('a card is given twice');
  const rest = Array.from({ length: DECK_SIZE }, (_, i) => i).filter((code) => !used.has(code));
  return deck.map((c) => c ?? unshuffledDeckCard(rest.shift() as number));
}

/**
 * A hand at seats `stacks` (seat → chips), dealt from `deckWith(holeCards, board)`; the
 * hole cards are in deal order, from the button's left.
 */
export function startHand(opts: {
  stacks: Record<number, bigint>;
  button: number;
  stake?: bigint;
  holeCards: readonly string[];
  board?: string;
}): HoldemState {
  const seats = Object.entries(opts.stacks)
    .map(([seat, stack]) => ({ seat: Number(seat), stack }))
    .sort((a, b) => a.seat - b.seat);
  return holdemEngine.start({
    seats,
    button: opts.button,
    stake: opts.stake ?? 10n,
    deck: deckWith(opts.holeCards, opts.board ?? '2C 7D 9H JS 4C'),
  });
}

/** Some filler hole cards in deal order, for hands whose cards do not matter. */
export function anyHoles(players: number): string[] {
  const pairs = ['AS KS', 'AH KH', 'AD KD', 'AC KC', 'QS JS', 'QH JH', 'QD JD', 'QC JC', 'TS 9S'];
  return pairs.slice(0, players);
}

/** Plays actions in turn: [seat, type] or [seat, type, amount]. */
export function play(
  state: HoldemState,
  ...moves: readonly (readonly [number, string, bigint?])[]
): HoldemState {
  let s = state;
  for (const [seat, type, amount] of moves) {
    const action: PvpAction = amount === undefined ? { type } : { type, amount };
    s = holdemEngine.act(s, seat, action);
  }
  return s;
}

/** The one seat to act and its specs (throws when it is not exactly one). */
export function turn(state: HoldemState) {
  const entries = [...holdemEngine.toAct(state)];
  if (entries.length !== 1) throw new Error(`${entries.length} seats to act`);
  const [seat, specs] = entries[0] as (typeof entries)[number];
  return { seat, specs };
}
