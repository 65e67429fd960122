import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cardLabel } from '../cards/deck.ts';
import { dealLive } from '../live/engine.ts';
import { cardsFromLabels } from '../poker-hands/codes.ts';
import { dealThreeCardPoker, type ThreeCardPokerOutcome, threeCardPokerFromCards } from './deal.ts';
import { threeCardPokerEngine } from './engine.ts';
import { optimalDecision } from './strategy.ts';

const input = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 7 };
const last = 1 - 2 ** -32; // the largest value `floats` can give

/** The README's procedure on node:crypto: six numbers from the first HMAC round. */
function referenceCards(serverSeed: string, clientSeed: string, nonce: number): string[] {
  const mac = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let k = 0; k < 6; k++) {
    const j = k + Number((BigInt(mac.readUInt32BE(4 * k)) * BigInt(52 - k)) >> 32n);
    [deck[k], deck[j]] = [deck[j] as number, deck[k] as number];
  }
  return deck.slice(0, 6).map((i) => `${'A23456789TJQK'[i % 13]}${'CDHS'[Math.floor(i / 13)]}`);
}

const summary = (o: ThreeCardPokerOutcome) => [
  `player ${o.player.cards.map(cardLabel).join(' ')} ${o.player.category}`,
  `dealer ${o.dealer.cards.map(cardLabel).join(' ')} ${o.dealer.category}`,
  o.dealerQualifies ? 'qualifies' : 'does not qualify',
  o.winner,
];

describe('dealing three card poker', () => {
  it('deals three cards to the player, then three to the dealer', () => {
    const zeros = Array.from({ length: 6 }, () => 0);
    // Uniforms of 0 leave the deck in order: A♣ 2♣ 3♣ (the lowest straight flush) against
    // 4♣ 5♣ 6♣ (a higher one).
    expect(summary(dealThreeCardPoker(zeros))).toEqual([
      'player AC 2C 3C straightFlush',
      'dealer 4C 5C 6C straightFlush',
      'qualifies',
      'dealer',
    ]);
    // u₃ near 1: j₃ = 3 + floor(u₃ × 49) = 51, K♠ takes 4♣'s place: K-5-6 of mixed suits.
    zeros[3] = last;
    const outcome = dealThreeCardPoker(zeros);
    expect(summary(outcome)).toEqual([
      'player AC 2C 3C straightFlush',
      'dealer KS 5C 6C highCard',
      'qualifies',
      'player',
    ]);
    expect(outcome.dealer).toEqual({
      cards: cardsFromLabels('KS 5C 6C'),
      category: 'highCard',
      value: (13 << 8) | (6 << 4) | 5,
      ranks: [13, 6, 5],
    });
    expect(JSON.parse(JSON.stringify(outcome))).toEqual(outcome);
    expect(() => dealThreeCardPoker(zeros.slice(1))).toThrow(RangeError);
    expect(() => threeCardPokerFromCards([])).toThrow(RangeError);
  });

  it('qualifies the dealer from queen high, and ties equal ranks whatever the suits', () => {
    const deal = (labels: string) => summary(threeCardPokerFromCards(cardsFromLabels(labels)));
    expect(deal('JC TD 8H QS 3D 2C').slice(2)).toEqual(['qualifies', 'dealer']);
    expect(deal('JC TD 8H JS 9D 7C').slice(2)).toEqual(['does not qualify', 'player']);
    expect(deal('AC 7D 4H AS 7H 4C').slice(2)).toEqual(['qualifies', 'tie']);
  });

  it('follows the integer procedure of the README for many nonces', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const o = dealLive(threeCardPokerEngine, { ...input, nonce });
      expect([...o.player.cards, ...o.dealer.cards].map(cardLabel)).toEqual(
        referenceCards(input.serverSeed, input.clientSeed, nonce),
      );
    }
  });

  it('matches the worked example of the README via dealLive', () => {
    const outcome = dealLive(threeCardPokerEngine, input);
    expect(summary(outcome)).toEqual([
      'player 3H 9S 8D highCard',
      'dealer QH KS 9C highCard',
      'qualifies',
      'dealer',
    ]);
    expect([outcome.player.ranks, outcome.dealer.ranks]).toEqual([
      [9, 8, 3],
      [13, 12, 9],
    ]);
    // Nine high is below Q-6-4: the optimal player folds, losing the ante; playing would
    // lose the play stake too. Pair plus loses on a high card.
    expect(optimalDecision(outcome)).toBe('fold');
    const bets = new Map([
      ['ante', 10n],
      ['pairPlus', 5n],
    ]);
    expect(threeCardPokerEngine.settleWith(outcome, bets, ['fold'])).toBe(0n);
    expect(threeCardPokerEngine.settleWith(outcome, bets, ['play'])).toBe(0n);
    expect(dealLive(threeCardPokerEngine, { ...input, nonce: 8 })).not.toEqual(outcome);
  });
});
