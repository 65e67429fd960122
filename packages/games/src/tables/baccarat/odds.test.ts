import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../testing/mulberry32.ts';
import type { Card } from './cards.ts';
import { MAX_CARDS_PER_COUP, shuffledShoePrefix } from './shoe.ts';
import { type BaccaratWinner, dealBaccaratFromCards } from './tableau.ts';

/** The 8-deck figures every baccarat reference publishes (e.g. the Wizard of Odds). */
const PUBLISHED = { banker: 0.458597, player: 0.446247, tie: 0.095156 };

describe('baccarat odds', () => {
  it('match the published 8-deck figures exactly, over every ordered six-card deal', () => {
    // Card values 0–9: 128 cards count 0 (tens and faces), 32 each count 1–9. Every deal of
    // six values weighs the number of ordered six-card sequences giving it (≤ 416⁶ < 2⁵³).
    const left = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
    const byValue = left.map(
      (_, value): Card => ({ rank: value === 0 ? 10 : value, suit: 'clubs' }),
    );
    const weight: Record<BaccaratWinner, bigint> = { player: 0n, banker: 0n, tie: 0n };
    const deal: Card[] = [];
    const enumerate = (ways: number) => {
      if (deal.length === MAX_CARDS_PER_COUP) {
        weight[dealBaccaratFromCards(deal).winner] += BigInt(ways);
        return;
      }
      for (let value = 0; value < 10; value++) {
        const n = left[value] as number;
        left[value] = n - 1;
        deal.push(byValue[value] as Card);
        enumerate(ways * n);
        deal.pop();
        left[value] = n;
      }
    };
    enumerate(1);
    const total = weight.player + weight.banker + weight.tie;
    expect(total).toBe(416n * 415n * 414n * 413n * 412n * 411n);
    const p = (w: bigint) => Number(w) / Number(total);
    const [banker, player, tie] = [p(weight.banker), p(weight.player), p(weight.tie)];
    expect(Math.abs(banker - PUBLISHED.banker)).toBeLessThan(5e-7);
    expect(Math.abs(player - PUBLISHED.player)).toBeLessThan(5e-7);
    expect(Math.abs(tie - PUBLISHED.tie)).toBeLessThan(5e-7);
    // House edges: banker 1.06%, player 1.24%, tie at 8:1 14.36%.
    expect(player - 0.95 * banker).toBeCloseTo(0.010579, 6);
    expect(banker - player).toBeCloseTo(0.012351, 6);
    expect(1 - 9 * tie).toBeCloseTo(0.143596, 6);
  });

  it('come out of the shuffled shoe within 5 standard errors over 200,000 rounds', () => {
    const rounds = 200_000;
    const random = mulberry32(20_240_601);
    const seen = { player: 0, banker: 0, tie: 0, playerPair: 0 };
    for (let i = 0; i < rounds; i++) {
      const uniforms = Array.from({ length: MAX_CARDS_PER_COUP }, random);
      const coup = dealBaccaratFromCards(shuffledShoePrefix(uniforms));
      seen[coup.winner]++;
      if (coup.player.pair) seen.playerPair++;
    }
    // A pair on the first two cards of an 8-deck shoe: 31 of the 415 cards left match.
    const expected = { ...PUBLISHED, playerPair: 31 / 415 };
    for (const [key, q] of Object.entries(expected)) {
      const standardError = Math.sqrt((q * (1 - q)) / rounds);
      const frequency = seen[key as keyof typeof seen] / rounds;
      expect([key, Math.abs(frequency - q) < 5 * standardError]).toEqual([key, true]);
    }
  });
});
