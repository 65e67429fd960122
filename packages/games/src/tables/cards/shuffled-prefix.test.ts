import { describe, expect, it } from 'vitest';
import { shuffledPrefix } from '../../fair/shuffled-prefix.ts';
import { SHOE_SIZE, unshuffledCard } from '../baccarat/cards.ts';
import { shuffledShoePrefix } from '../baccarat/shoe.ts';
import { mulberry32 } from '../testing/mulberry32.ts';
import { cardLabel, DECK_SIZE, unshuffledDeckCard } from './deck.ts';

const last = 1 - 2 ** -32; // the largest value `floats` can give

describe('shuffledPrefix', () => {
  it('deals the deck in order for uniforms of 0 and swaps with the last card near 1', () => {
    expect(shuffledPrefix(DECK_SIZE, [0, 0, 0], unshuffledDeckCard).map(cardLabel)).toEqual([
      'AC',
      '2C',
      '3C',
    ]);
    // Step 0 swaps the first card (AC) to the back, so step 1 finds it there.
    expect(shuffledPrefix(DECK_SIZE, [last, last], unshuffledDeckCard).map(cardLabel)).toEqual([
      'KS',
      'AC',
    ]);
    expect(shuffledPrefix(3, [0.5, 0.5, 0.5], (i) => i)).toEqual([1, 2, 0]);
  });

  it('is the start of a full forward Fisher–Yates shuffle, for any deck size', () => {
    const random = mulberry32(7);
    for (const size of [1, 2, 5, 52, 416]) {
      const uniforms = Array.from({ length: size }, random);
      const deck = Array.from({ length: size }, (_, i) => i);
      for (let k = 0; k < size; k++) {
        const j = k + Math.floor((uniforms[k] as number) * (size - k));
        [deck[k], deck[j]] = [deck[j] as number, deck[k] as number];
      }
      expect(shuffledPrefix(size, uniforms, (i) => i)).toEqual(deck);
      expect(shuffledPrefix(size, uniforms.slice(0, 3), (i) => i)).toEqual(deck.slice(0, 3));
    }
  });

  it('gives the same cards as baccarat’s shoe for the 416-card shoe', () => {
    const random = mulberry32(416);
    for (let round = 0; round < 200; round++) {
      const uniforms = Array.from({ length: 6 }, random);
      expect(shuffledPrefix(SHOE_SIZE, uniforms, unshuffledCard)).toEqual(
        shuffledShoePrefix(uniforms),
      );
    }
  });

  it('refuses uniforms out of [0, 1), bad deck sizes and more cards than the deck holds', () => {
    for (const u of [1, -0.1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => shuffledPrefix(DECK_SIZE, [0, u], unshuffledDeckCard)).toThrow(RangeError);
    }
    expect(() => shuffledPrefix(0, [], (i) => i)).toThrow(RangeError);
    expect(() => shuffledPrefix(2.5, [0], (i) => i)).toThrow(RangeError);
    expect(() => shuffledPrefix(2, [0, 0, 0], (i) => i)).toThrow(RangeError);
    expect(shuffledPrefix(2, [], (i) => i)).toEqual([]);
  });
});

describe('the unshuffled 52-card deck', () => {
  it('holds every card once, clubs, diamonds, hearts, spades, each A to K', () => {
    const deck = Array.from({ length: DECK_SIZE }, (_, i) => unshuffledDeckCard(i));
    expect(new Set(deck.map(cardLabel)).size).toBe(52);
    expect(deck.slice(11, 15).map(cardLabel)).toEqual(['QC', 'KC', 'AD', '2D']);
    expect(deck.slice(-2).map(cardLabel)).toEqual(['QS', 'KS']);
    expect(deck[25]).toEqual({ rank: 13, suit: 'diamonds' });
    for (const bad of [-1, 52, 1.5, Number.NaN]) {
      expect(() => unshuffledDeckCard(bad)).toThrow(RangeError);
    }
  });
});
