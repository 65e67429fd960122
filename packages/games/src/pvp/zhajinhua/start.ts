import { SUITS } from '../../tables/baccarat/cards.ts';
import { PvpRuleError, type PvpStart } from '../engine.ts';
import { MIN_STACK_BOOTS, type ZhajinhuaSeat, type ZhajinhuaState } from './state.ts';

export const MIN_SEATS = 2;
export const MAX_SEATS = 6;

function bad(message: string): never {
  throw new PvpRuleError('BAD_START', message);
}

/** A deck the fair stream could have dealt: 52 cards, each of the deck once. */
function checkDeck(deck: PvpStart['deck']) {
  if (deck.length !== 52) bad('the deck has 52 cards');
  const seen = new Set<string>();
  for (const card of deck) {
    if (!Number.isInteger(card.rank) || card.rank < 1 || card.rank > 13) bad('not a card rank');
    if (!SUITS.includes(card.suit)) bad('not a card suit');
    seen.add(`${card.rank}${card.suit}`);
  }
  if (seen.size !== 52) bad('a card appears twice in the deck');
}

function checkStart({ seats, button, stake, deck }: PvpStart) {
  if (seats.length < MIN_SEATS || seats.length > MAX_SEATS) bad('zha jin hua seats 2–6');
  if (stake <= 0n) bad('the boot must be positive');
  seats.forEach(({ seat, stack }, i) => {
    if (!Number.isInteger(seat) || seat < 0 || seat >= MAX_SEATS) bad(`no seat ${seat}`);
    if (i > 0 && seat <= (seats[i - 1] as { seat: number }).seat) bad('seats ascending, once');
    if (stack < stake * MIN_STACK_BOOTS) bad(`seat ${seat} has less than the minimum stack`);
  });
  if (!seats.some((s) => s.seat === button)) bad('the button is on a seat dealt in');
  checkDeck(deck);
}

/** The seats dealt in from the button's left (the next higher seat, round the table). */
export function fromButtonsLeft<T extends { seat: number }>(seats: readonly T[], button: number) {
  const after = seats.filter((s) => s.seat > button);
  return [...after, ...seats.filter((s) => s.seat <= button)];
}

/**
 * Every seat posts the boot, then three cards each are dealt one at a time from the
 * button's left (card k of the seat at position p is deck[k × seats + p]); the seat on the
 * button's left acts first, and everyone starts blind with S at the boot.
 */
export function startZhajinhua(start: PvpStart): ZhajinhuaState {
  checkStart(start);
  const { stake: boot, deck } = start;
  const ordered = fromButtonsLeft(start.seats, start.button);
  const seats = ordered.map(
    ({ seat, stack }, p): ZhajinhuaSeat => ({
      seat,
      stack: stack - boot,
      committed: boot,
      cards: [0, 1, 2].map((k) => {
        const { rank, suit } = deck[k * ordered.length + p] as PvpStart['deck'][number];
        return { rank, suit };
      }),
      seen: false,
      out: null,
      allIn: false,
      lastAction: 'boot',
      shown: false,
    }),
  );
  return {
    boot,
    button: start.button,
    seats,
    stake: boot,
    round: 1,
    turn: (seats[0] as ZhajinhuaSeat).seat,
    compares: [],
    ended: null,
    showdownReason: null,
  };
}
