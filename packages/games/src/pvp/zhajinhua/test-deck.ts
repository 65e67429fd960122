import type { Card } from '../../tables/baccarat/cards.ts';
import { unshuffledDeckCard } from '../../tables/cards/deck.ts';
import { cardCode, cardsFromLabels } from '../../tables/poker-hands/codes.ts';
import type { PvpStart } from '../engine.ts';

/**
 * For tests: a 52-card deck that deals `hands` ({ seat: 'AS KD 3C' }) to those seats, the
 * deal being one card at a time from the button's left (computed here on its own, not with
 * the engine's code, so a wrong deal order fails the tests). Seats without a hand get
 * whatever cards are left, in deck order.
 */
export function arrangedDeck(
  seats: readonly number[],
  button: number,
  hands: Readonly<Record<number, string>>,
): Card[] {
  const sorted = [...seats].sort((a, b) => a - b);
  const order = [...sorted.filter((s) => s > button), ...sorted.filter((s) => s <= button)];
  const given = new Map(
    order.map((seat) => [seat, hands[seat] ? cardsFromLabels(hands[seat] as string) : []]),
  );
  const hand = (seat: number) => given.get(seat) as Card[];
  const used = new Set(order.flatMap((seat) => hand(seat).map(cardCode)));
  const rest = Array.from({ length: 52 }, (_, i) => unshuffledDeckCard(i)).filter(
    (card) => !used.has(cardCode(card)),
  );
  const deck: Card[] = [];
  for (let k = 0; k < 3; k++) {
    for (const seat of order) deck.push(hand(seat)[k] ?? (rest.shift() as Card));
  }
  deck.push(...rest);
  if (new Set(deck.map(cardCode)).size !== 52) throw new Error('a card given twice');
  return deck;
}

/** A start for tests: seats with stacks, the button, the boot, hands by seat. */
export function arrangedStart(
  stacks: Readonly<Record<number, bigint>>,
  button: number,
  boot: bigint,
  hands: Readonly<Record<number, string>> = {},
): PvpStart {
  const seats = Object.keys(stacks)
    .map(Number)
    .sort((a, b) => a - b);
  return {
    seats: seats.map((seat) => ({ seat, stack: stacks[seat] as bigint })),
    button,
    stake: boot,
    deck: arrangedDeck(seats, button, hands),
  };
}
