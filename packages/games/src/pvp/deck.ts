import { type FairInput, floats } from '../fair/outcomes.ts';
import { shuffledPrefix } from '../fair/shuffled-prefix.ts';
import type { Card } from '../tables/baccarat/cards.ts';
import { DECK_SIZE, unshuffledDeckCard } from '../tables/cards/deck.ts';

/**
 * A PVP hand's whole deck (docs/decisions/036-pvp-rooms.md): 52 cards shuffled by
 * Fisher–Yates with the fair stream's floats for (server seed, client seed = the table,
 * nonce = the hand's number at that table). The seed's hash is shown before the deal and
 * the seed after the hand, so anyone can deal the same deck again on /verify.
 */
export function pvpDeck(fair: FairInput): Card[] {
  return shuffledPrefix(DECK_SIZE, floats(fair, DECK_SIZE), unshuffledDeckCard);
}
