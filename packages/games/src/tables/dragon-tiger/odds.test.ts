import { describe, expect, it } from 'vitest';
import { type Card, SHOE_SIZE, unshuffledCard } from '../baccarat/cards.ts';
import { dragonTigerFromCards } from './deal.ts';
import { dragonTigerEngine as engine } from './engine.ts';

/** The exact edge in percent as a fraction [numerator, denominator] and rounded to 2 places. */
function edgeOf(spot: string, stake: bigint) {
  const cards = Array.from({ length: SHOE_SIZE }, (_, i) => unshuffledCard(i));
  let returned = 0n;
  let deals = 0n;
  // Every ordered pair of distinct shoe positions is equally likely: 416 × 415 deals.
  for (let d = 0; d < SHOE_SIZE; d++) {
    for (let t = 0; t < SHOE_SIZE; t++) {
      if (d === t) continue;
      const outcome = dragonTigerFromCards(cards[d] as Card, cards[t] as Card);
      returned += engine.settle(spot, stake, outcome);
      deals++;
    }
  }
  const staked = stake * deals;
  const lost = staked - returned;
  // Percent to 2 places, rounded half up: round(10⁴ × lost / staked) / 100.
  const rounded = Number((2n * 10_000n * lost + staked) / (2n * staked)) / 100;
  return { lost, staked, rounded };
}

const fraction = ({ lost, staked }: { lost: bigint; staked: bigint }) => {
  const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
  const g = gcd(lost, staked);
  return `${lost / g}/${staked / g}`;
};

describe('dragon tiger house edges, over all 416 × 415 ordered pairs of the shoe', () => {
  // Wizard of Odds, "Dragon Tiger" (8 decks): dragon/tiger 3.73%, tie at 11:1 10.36%
  // (32.77% at 8:1), suited tie at 50:1 13.98%.
  it('dragon and tiger: lose half on a tie (31/415), else even: edge 15.5/415 = 3.73%', () => {
    for (const spot of ['dragon', 'tiger']) {
      const even = edgeOf(spot, 2n);
      expect(fraction(even)).toBe('31/830');
      expect(even.rounded).toBe(engine.paytable.dragon.houseEdge);
      expect(even.rounded).toBe(3.73);
    }
    // A stake of one minor unit gets nothing back on a tie: the whole 31/415 = 7.47%.
    expect(fraction(edgeOf('tiger', 1n))).toBe('31/415');
  });

  it('tie at 11:1: 12 × 31/415 back, edge 43/415 = 10.36%', () => {
    const tie = edgeOf('tie', 1n);
    expect(fraction(tie)).toBe('43/415');
    expect(tie.rounded).toBe(engine.paytable.tie.houseEdge);
  });

  it('suited tie at 50:1: 51 × 7/415 back, edge 58/415 = 13.98%', () => {
    const suited = edgeOf('suitedTie', 1n);
    expect(fraction(suited)).toBe('58/415');
    expect(suited.rounded).toBe(engine.paytable.suitedTie.houseEdge);
  });

  it('every bet type of the paytable is a spot whose edge was checked above', () => {
    expect(engine.spots).toEqual(['dragon', 'tiger', 'tie', 'suitedTie']);
    expect(engine.paytable.tiger).toEqual(engine.paytable.dragon);
  });
});
