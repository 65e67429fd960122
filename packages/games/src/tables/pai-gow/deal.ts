import { shuffledPrefix } from '../../fair/shuffled-prefix.ts';
import { PAI_GOW_DECK_SIZE, type PaiGowCard, unshuffledPaiGowCard } from './cards.ts';
import { evaluateHigh, evaluateLow, type HighHand } from './hand.ts';
import { houseWay } from './house-way.ts';

/** Seven cards set by the house way, and what its two hands are. */
export interface PaiGowHand {
  /** The seven cards as dealt. */
  cards: PaiGowCard[];
  /** The five-card hand and the two-card hand, as the house way sets them. */
  high: PaiGowCard[];
  low: PaiGowCard[];
  highHand: HighHand;
  lowPair: boolean;
}

/** Who takes a hand's comparison: a copy (an exact tie) goes to the dealer, the banker. */
export type PaiGowHandResult = 'player' | 'dealer' | 'copy';

/** A round: the player's and the dealer's hands, each comparison, and the bet's result. */
export interface PaiGowOutcome {
  player: PaiGowHand;
  dealer: PaiGowHand;
  high: PaiGowHandResult;
  low: PaiGowHandResult;
  /** The player wins both hands, the dealer takes both (copies included), or a push. */
  winner: 'player' | 'dealer' | 'push';
}

/** Seven cards to the player, seven to the dealer. */
export const PAI_GOW_UNIFORMS = 14;

const copy = (card: PaiGowCard): PaiGowCard => ({ ...card });

function setHand(seven: readonly PaiGowCard[]) {
  const { high, low } = houseWay(seven);
  const h = evaluateHigh(high);
  const l = evaluateLow(low);
  const hand: PaiGowHand = {
    cards: seven.map(copy),
    high: high.map(copy),
    low: low.map(copy),
    highHand: h.hand,
    lowPair: l.pair,
  };
  return { hand, high: h.score, low: l.score };
}

const compare = (player: number, dealer: number): PaiGowHandResult =>
  player > dealer ? 'player' : player < dealer ? 'dealer' : 'copy';

/** Cards 0–6 are the player's, 7–13 the dealer's. */
export function paiGowFromCards(cards: readonly PaiGowCard[]): PaiGowOutcome {
  if (cards.length !== PAI_GOW_UNIFORMS) throw new RangeError('pai gow poker deals 14 cards');
  const player = setHand(cards.slice(0, 7));
  const dealer = setHand(cards.slice(7));
  const high = compare(player.high, dealer.high);
  const low = compare(player.low, dealer.low);
  const won = [high, low].filter((r) => r === 'player').length;
  const winner = won === 2 ? 'player' : won === 0 ? 'dealer' : 'push';
  return { player: player.hand, dealer: dealer.hand, high, low, winner };
}

/**
 * One fresh 53-card deck a round (52 and the joker, last); the first 14 cards of a
 * forward Fisher–Yates shuffle are drawn (`shuffledPrefix`): 0–6 player, 7–13 dealer.
 */
export function dealPaiGow(uniforms: readonly number[]): PaiGowOutcome {
  if (uniforms.length !== PAI_GOW_UNIFORMS) {
    throw new RangeError(`pai gow poker reads ${PAI_GOW_UNIFORMS} uniforms`);
  }
  return paiGowFromCards(shuffledPrefix(PAI_GOW_DECK_SIZE, uniforms, unshuffledPaiGowCard));
}
