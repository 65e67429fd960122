import type { Card, Suit } from '../baccarat/cards.ts';
import {
  BLACKJACK_UNIFORMS,
  type BlackjackOutcome,
  blackjackFromCards,
  PLAYER_CARDS,
} from './deal.ts';

const SUIT_BY_LETTER: Readonly<Record<string, Suit>> = {
  C: 'clubs',
  D: 'diamonds',
  H: 'hearts',
  S: 'spades',
};

/** Cards from labels for tests: "KS 5H TD AC" (T for the ten). */
export function cards(labels: string): Card[] {
  return labels.split(' ').map((label) => {
    const rank = 'A23456789TJQK'.indexOf(label[0] as string) + 1;
    const suit = SUIT_BY_LETTER[label[1] as string];
    if (rank < 1 || !suit || label.length !== 2) throw new Error(`not a card: ${label}`);
    return { rank, suit };
  });
}

/**
 * A round for tests from the player sequence (#1, #2, then the draws) and the dealer's
 * (up, hole, then draws), in shoe order; the cards not given are 2♣.
 */
export function table(player: string, dealer: string): BlackjackOutcome {
  const filled = (labels: string, length: number) => {
    const given = cards(labels);
    const two: Card = { rank: 2, suit: 'clubs' };
    return [...given, ...Array.from({ length: length - given.length }, () => two)];
  };
  const p = filled(player, PLAYER_CARDS);
  const d = filled(dealer, BLACKJACK_UNIFORMS - PLAYER_CARDS);
  return blackjackFromCards([...p.slice(0, 2), ...d.slice(0, 2), ...p.slice(2), ...d.slice(2)]);
}
