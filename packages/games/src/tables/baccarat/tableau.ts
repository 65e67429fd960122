import { type Card, cardValue, handTotal } from './cards.ts';

export interface BaccaratHand {
  /** In the order dealt. */
  cards: Card[];
  total: number;
  /** The first two cards share a rank (K and K, not 10 and K). */
  pair: boolean;
}

export type BaccaratWinner = 'player' | 'banker' | 'tie';

export interface BaccaratOutcome {
  player: BaccaratHand;
  banker: BaccaratHand;
  winner: BaccaratWinner;
  /** Either hand had 8 or 9 on two cards, so neither drew. */
  natural: boolean;
  /** Every card in the order it left the shoe. */
  dealt: Card[];
}

/**
 * The banker's rule given the player's third card (null when the player stood): on 0–2
 * draw; 3 draw unless it was an 8; 4 draw on 2–7; 5 on 4–7; 6 on 6–7; 7 stand. When the
 * player stood the banker draws on 0–5, like the player.
 */
export function bankerDraws(bankerTotal: number, playerThird: Card | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  const third = cardValue(playerThird);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return third !== 8;
    case 4:
      return third >= 2 && third <= 7;
    case 5:
      return third >= 4 && third <= 7;
    case 6:
      return third >= 6 && third <= 7;
    default:
      return false;
  }
}

function hand(cards: Card[]): BaccaratHand {
  const [first, second] = cards as [Card, Card];
  return { cards, total: handTotal(cards), pair: first.rank === second.rank };
}

/**
 * Plays one coup of punto banco from `cards` in shoe order: player, banker, player,
 * banker, then the player's third card if drawn, then the banker's. Tests pass cards
 * directly to force hands; `dealBaccarat` passes the fair shoe.
 */
export function dealBaccaratFromCards(cards: readonly Card[]): BaccaratOutcome {
  let next = 0;
  const draw = (): Card => {
    const card = cards[next++];
    if (!card) throw new RangeError(`the coup needs more than the ${cards.length} cards given`);
    return card;
  };
  const playerCards = [draw()];
  const bankerCards = [draw()];
  playerCards.push(draw());
  bankerCards.push(draw());
  const natural = handTotal(playerCards) >= 8 || handTotal(bankerCards) >= 8;
  if (!natural) {
    const playerThird = handTotal(playerCards) <= 5 ? draw() : null;
    if (playerThird) playerCards.push(playerThird);
    if (bankerDraws(handTotal(bankerCards), playerThird)) bankerCards.push(draw());
  }
  const player = hand(playerCards);
  const banker = hand(bankerCards);
  const winner: BaccaratWinner =
    player.total > banker.total ? 'player' : banker.total > player.total ? 'banker' : 'tie';
  return { player, banker, winner, natural, dealt: cards.slice(0, next) };
}
