import { describe, expect, it } from 'vitest';
import { shuffledPrefix } from '../../fair/shuffled-prefix.ts';
import type { Card } from '../baccarat/cards.ts';
import { DECK_SIZE, unshuffledDeckCard } from '../cards/deck.ts';
import { mulberry32 } from '../testing/mulberry32.ts';
import { NIUNIU_UNIFORMS, type NiuniuOutcome, niuniuFromCards } from './deal.ts';
import { niuniuEngine as engine } from './engine.ts';
import { BULL_BULL, findBull } from './hand.ts';

const percent2 = (lost: bigint, staked: bigint) =>
  Number((2n * 10_000n * lost + staked) / (2n * staked)) / 100; // rounded half up

describe('the bull bull side bet, over all C(52, 5) = 2,598,960 hands', () => {
  it('pays 12:1 on 191,808 hands: edge 105,456 / 2,598,960 = 4.06%', () => {
    // A position's five cards are a uniform five-card hand of the deck, whatever the
    // others hold, so its side bet's edge is over the hands alone.
    const deck = Array.from({ length: DECK_SIZE }, (_, i) => unshuffledDeckCard(i));
    const counts = new Map<number, bigint>();
    const hand: Card[] = [];
    const choose = (from: number) => {
      if (hand.length === 5) {
        const { bull } = findBull(hand);
        counts.set(bull, (counts.get(bull) ?? 0n) + 1n);
        return;
      }
      for (let i = from; i <= DECK_SIZE - (5 - hand.length); i++) {
        hand.push(deck[i] as Card);
        choose(i + 1);
        hand.pop();
      }
    };
    choose(0);
    // Counted again by a separate plain loop over point values when this was written.
    expect(Object.fromEntries([...counts].sort(([a], [b]) => a - b))).toEqual({
      '-1': 872_128n,
      1: 171_304n,
      2: 168_096n,
      3: 171_304n,
      4: 168_096n,
      5: 177_424n,
      6: 168_096n,
      7: 171_304n,
      8: 168_096n,
      9: 171_304n,
      10: 191_808n,
    });
    // Every class of hand as the engine settles it: a stake of 1 on the position's side bet.
    const base = niuniuFromCards(deck.slice(0, 20));
    const withBull = (p: number, bull: number): NiuniuOutcome => {
      const players = base.players.map((hand, i) => (i === p ? { ...hand, bull } : hand));
      return { ...base, players: players as NiuniuOutcome['players'] };
    };
    for (const p of [0, 1, 2]) {
      let returned = 0n;
      let hands = 0n;
      for (const [bull, n] of counts) {
        returned += n * engine.settle(`bullBull:${p + 1}`, 1n, withBull(p, bull));
        hands += n;
      }
      expect(hands).toBe(2_598_960n);
      expect(returned).toBe(13n * 191_808n);
      expect(percent2(hands - returned, hands)).toBe(engine.paytable.bullBull.houseEdge);
    }
    expect(engine.paytable.bullBull).toEqual({ pays: '12:1', houseEdge: 4.06 });
  });
});

describe('the equal bet', () => {
  const deal = (random: () => number) =>
    shuffledPrefix(DECK_SIZE, Array.from({ length: NIUNIU_UNIFORMS }, random), unshuffledDeckCard);

  it('is a fair coin before commission: swapping banker and position swaps the winner', () => {
    // Banker and position get five cards each from one shuffled deck, so swapping the two
    // blocks gives an equally likely deal; the comparison is strict (no two cards tie),
    // so exactly one of the two deals is a win: P(win) = 1/2 exactly, and the edge of a
    // 0.95:1 payout is 1 − (1 + 0.95) / 2 = 2.5% exactly (stakes a multiple of 20).
    const random = mulberry32(5);
    for (let round = 0; round < 5_000; round++) {
      const cards = deal(random);
      const outcome = niuniuFromCards(cards);
      for (const p of [1, 2, 3]) {
        const swapped = [...cards];
        swapped.splice(0, 5, ...cards.slice(5 * p, 5 * p + 5));
        swapped.splice(5 * p, 5, ...cards.slice(0, 5));
        const won = outcome.players[p - 1]?.win;
        expect(niuniuFromCards(swapped).players[p - 1]?.win).toBe(!won);
      }
    }
    expect(engine.paytable.equal).toEqual({ pays: '0.95:1', houseEdge: 2.5 });
  });

  it('loses 2.5% of its stakes within 5 standard errors over 200,000 rounds', () => {
    // A 5,000,000-round run of this loop (README) gave the figure the paytable declares.
    const rounds = 200_000;
    const random = mulberry32(20_240_602);
    const stake = 20n;
    let sum = 0;
    let sumOfSquares = 0;
    let bullBulls = 0;
    for (let i = 0; i < rounds; i++) {
      const outcome = niuniuFromCards(deal(random));
      // The three positions play against one banker, so a round's three bets are not
      // independent: the round's total is the sample.
      let round = 0;
      for (const p of [1, 2, 3]) round += Number(engine.settle(`equal:${p}`, stake, outcome));
      sum += round;
      sumOfSquares += round * round;
      if (outcome.players[0].bull === BULL_BULL) bullBulls++;
    }
    const mean = sum / rounds;
    const standardError = Math.sqrt((sumOfSquares / rounds - mean * mean) / rounds);
    const edge = (3 * 20 - mean) / (3 * 20);
    expect(Math.abs(edge - 0.025)).toBeLessThan((5 * standardError) / 60);
    // The dealt hands come out at the enumerated rate of bull bull.
    const q = 191_808 / 2_598_960;
    expect(Math.abs(bullBulls / rounds - q)).toBeLessThan(5 * Math.sqrt((q * (1 - q)) / rounds));
  });
});
