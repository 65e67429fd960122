import { shuffledPrefix } from '../../fair/shuffled-prefix.ts';
import { type Card, SHOE_SIZE, unshuffledCard } from '../baccarat/cards.ts';

export type DragonTigerWinner = 'dragon' | 'tiger' | 'tie';

/** A round: one card to each side; the higher rank wins (ace low, king high). */
export interface DragonTigerOutcome {
  dragon: Card;
  tiger: Card;
  winner: DragonTigerWinner;
  /** Same rank and same suit (two of the shoe's eight copies of one card). */
  suitedTie: boolean;
}

/** Two uniforms a round: the first card of the shuffled shoe to dragon, the second to tiger. */
export const DRAGON_TIGER_UNIFORMS = 2;

/** The outcome of a dragon card and a tiger card. */
export function dragonTigerFromCards(dragon: Card, tiger: Card): DragonTigerOutcome {
  const winner: DragonTigerWinner =
    dragon.rank > tiger.rank ? 'dragon' : dragon.rank < tiger.rank ? 'tiger' : 'tie';
  return {
    dragon: { rank: dragon.rank, suit: dragon.suit },
    tiger: { rank: tiger.rank, suit: tiger.suit },
    winner,
    suitedTie: winner === 'tie' && dragon.suit === tiger.suit,
  };
}

/**
 * A fresh 8-deck shoe every round (baccarat's, in the same unshuffled order), of which
 * only the first two cards of a forward Fisher–Yates shuffle are drawn: card 0 to
 * dragon, card 1 to tiger.
 */
export function dealDragonTiger(uniforms: readonly number[]): DragonTigerOutcome {
  if (uniforms.length !== DRAGON_TIGER_UNIFORMS) {
    throw new RangeError(`dragon tiger reads ${DRAGON_TIGER_UNIFORMS} uniforms`);
  }
  const [dragon, tiger] = shuffledPrefix(SHOE_SIZE, uniforms, unshuffledCard) as [Card, Card];
  return dragonTigerFromCards(dragon, tiger);
}
