import type { Suit } from '../baccarat/cards.ts';
import { JOKER, type PaiGowCard, paiGowLabel } from './cards.ts';

const SUIT_BY_LETTER: Readonly<Record<string, Suit>> = {
  C: 'clubs',
  D: 'diamonds',
  H: 'hearts',
  S: 'spades',
};

/** Cards from labels for tests: "KS 5H TD AC JK" (T for the ten, JK the joker). */
export function cards(labels: string): PaiGowCard[] {
  return labels.split(' ').map((label) => {
    if (label === 'JK') return { ...JOKER };
    const rank = 'A23456789TJQK'.indexOf(label[0] as string) + 1;
    const suit = SUIT_BY_LETTER[label[1] as string];
    if (rank < 1 || !suit || label.length !== 2) throw new Error(`not a card: ${label}`);
    return { rank, suit };
  });
}

/** Labels of cards, space-separated. */
export const labels = (list: readonly PaiGowCard[]) => list.map(paiGowLabel).join(' ');
