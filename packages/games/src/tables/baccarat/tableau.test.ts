import { describe, expect, it } from 'vitest';
import type { Card } from './cards.ts';
import { dealBaccaratFromCards } from './tableau.ts';

/** Cards by baccarat value (0 is a ten), all clubs unless a pair test needs more. */
const v = (value: number): Card => ({ rank: value === 0 ? 10 : value, suit: 'clubs' });
const cards = (...values: number[]) => values.map(v);

describe('the punto banco tableau', () => {
  it('stops both hands on a natural 8 or 9, whoever holds it', () => {
    const playerNine = dealBaccaratFromCards(cards(4, 3, 5, 4, 1, 1));
    expect([playerNine.player.total, playerNine.banker.total, playerNine.winner]).toEqual([
      9,
      7,
      'player',
    ]);
    expect([playerNine.natural, playerNine.dealt.length]).toEqual([true, 4]);
    const bankerEight = dealBaccaratFromCards(cards(1, 4, 1, 4, 1, 1));
    expect([bankerEight.player.cards.length, bankerEight.banker.total, bankerEight.winner]).toEqual(
      [2, 8, 'banker'],
    );
    expect(dealBaccaratFromCards(cards(4, 5, 4, 3, 1, 1)).winner).toBe('tie');
  });

  it('has the player draw on 0–5 and stand on 6–7', () => {
    for (let total = 0; total <= 7; total++) {
      const coup = dealBaccaratFromCards(cards(total, 0, 0, 7, 1, 1));
      expect([total, coup.player.cards.length]).toEqual([total, total <= 5 ? 3 : 2]);
    }
  });

  it('has the banker draw on 0–5 and stand on 6–7 when the player stood', () => {
    for (let total = 0; total <= 7; total++) {
      const coup = dealBaccaratFromCards(cards(6, total, 0, 0, 3, 3));
      expect(coup.player.cards.length).toBe(2);
      expect([total, coup.banker.cards.length]).toEqual([total, total <= 5 ? 3 : 2]);
      // Without a player's third card the banker's card is the fifth off the shoe.
      if (total <= 5) expect(coup.banker.cards[2]).toBe(coup.dealt[4]);
    }
  });

  // Banker's two-card total (rows) against the value of the player's third card
  // (columns 0–9): D draws, S stands — the printed tableau.
  const tableau = {
    0: 'DDDDDDDDDD',
    1: 'DDDDDDDDDD',
    2: 'DDDDDDDDDD',
    3: 'DDDDDDDDSD',
    4: 'SSDDDDDDSS',
    5: 'SSSSDDDDSS',
    6: 'SSSSSSDDSS',
    7: 'SSSSSSSSSS',
  };
  it.each(Object.entries(tableau))('applies the banker row for %s', (row, rule) => {
    const bankerTotal = Number(row);
    for (let third = 0; third <= 9; third++) {
      // Player 2 + 3 = 5 draws; banker's two cards make bankerTotal with a ten.
      const coup = dealBaccaratFromCards(cards(2, bankerTotal, 3, 0, third, 1));
      expect(coup.player.cards.map((c) => c.rank)).toEqual([2, 3, third === 0 ? 10 : third]);
      expect(coup.banker.total).toBe(
        coup.banker.cards.length === 3 ? (bankerTotal + 1) % 10 : bankerTotal,
      );
      expect([third, coup.banker.cards.length]).toEqual([third, rule[third] === 'D' ? 3 : 2]);
    }
  });

  it('counts a pair by rank on the first two cards of a hand only', () => {
    const queens: Card[] = [
      { rank: 12, suit: 'hearts' },
      { rank: 3, suit: 'clubs' },
      { rank: 12, suit: 'spades' },
      { rank: 3, suit: 'clubs' },
      { rank: 12, suit: 'clubs' },
      { rank: 1, suit: 'clubs' },
    ];
    const coup = dealBaccaratFromCards(queens);
    expect([coup.player.pair, coup.banker.pair]).toEqual([true, true]);
    const tenAndKing = dealBaccaratFromCards(
      cards(0, 2, 0, 3, 2, 1).map((c, i) => (i === 2 ? { ...c, rank: 13 } : c)),
    );
    expect(tenAndKing.player.pair).toBe(false);
    // The player's third card matching the first makes no pair.
    expect(dealBaccaratFromCards(cards(2, 0, 1, 3, 2, 1)).player.pair).toBe(false);
  });

  it('refuses to finish a coup with too few cards', () => {
    expect(() => dealBaccaratFromCards(cards(1, 1, 1, 1))).toThrow(/more than the 4 cards/);
  });
});
