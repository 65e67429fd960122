import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cardLabel } from '../cards/deck.ts';
import { dealLive } from '../live/engine.ts';
import { cardsFromLabels } from '../poker-hands/codes.ts';
import { type CasinoHoldemOutcome, casinoHoldemFromCards, dealCasinoHoldem } from './deal.ts';
import { casinoHoldemEngine } from './engine.ts';
import { simpleDecision } from './strategy.ts';

const input = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 7 };
const last = 1 - 2 ** -32; // the largest value `floats` can give

/** The README's procedure on node:crypto: nine numbers from HMAC rounds 0 and 1. */
function referenceCards(serverSeed: string, clientSeed: string, nonce: number): string[] {
  const mac = Buffer.concat(
    [0, 1].map((r) =>
      createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${r}`).digest(),
    ),
  );
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let k = 0; k < 9; k++) {
    const j = k + Number((BigInt(mac.readUInt32BE(4 * k)) * BigInt(52 - k)) >> 32n);
    [deck[k], deck[j]] = [deck[j] as number, deck[k] as number];
  }
  return deck.slice(0, 9).map((i) => `${'A23456789TJQK'[i % 13]}${'CDHS'[Math.floor(i / 13)]}`);
}

const labels = (cards: { rank: number; suit: string }[]) =>
  cards.map((c) => cardLabel(c as Parameters<typeof cardLabel>[0])).join(' ');
const summary = (o: CasinoHoldemOutcome) => [
  `player ${labels(o.player)} dealer ${labels(o.dealer)} board ${labels(o.board)}`,
  `player ${o.playerHand.category}: ${labels(o.playerHand.best)}`,
  `dealer ${o.dealerHand.category}: ${labels(o.dealerHand.best)}`,
  `${o.dealerQualifies ? 'qualifies' : 'does not qualify'}, ${o.winner}; flop ${o.flopHand.category}`,
];

describe("dealing casino hold'em", () => {
  it('deals two cards to the player, two to the dealer, then the board', () => {
    const zeros = Array.from({ length: 9 }, () => 0);
    // Uniforms of 0 leave the deck in order: the board 5♣ to 9♣ is a straight flush that
    // both hands play: a tie. The player's A♣ 2♣ and the flop make an ace-high flush.
    expect(summary(dealCasinoHoldem(zeros))).toEqual([
      'player AC 2C dealer 3C 4C board 5C 6C 7C 8C 9C',
      'player straightFlush: 9C 8C 7C 6C 5C',
      'dealer straightFlush: 9C 8C 7C 6C 5C',
      'qualifies, tie; flop flush',
    ]);
    // u₈ near 1: j₈ = 8 + floor(u₈ × 44) = 51, the river is K♠: the dealer's 3♣ 4♣ make
    // an 8-high straight flush, the player only a flush.
    zeros[8] = last;
    const outcome = dealCasinoHoldem(zeros);
    expect(summary(outcome)).toEqual([
      'player AC 2C dealer 3C 4C board 5C 6C 7C 8C KS',
      'player flush: AC 8C 7C 6C 5C',
      'dealer straightFlush: 8C 7C 6C 5C 4C',
      'qualifies, dealer; flop flush',
    ]);
    expect(outcome.playerHand.ranks).toEqual([14, 8, 7, 6, 5]);
    expect(JSON.parse(JSON.stringify(outcome))).toEqual(outcome);
    expect(() => dealCasinoHoldem(zeros.slice(1))).toThrow(RangeError);
    expect(() => casinoHoldemFromCards([])).toThrow(RangeError);
  });

  it('qualifies the dealer from a pair of fours', () => {
    const deal = (l: string) => summary(casinoHoldemFromCards(cardsFromLabels(l)))[3];
    expect(deal('AS KD 4C 4D 9H 7S 2C JD 8H')).toBe('qualifies, dealer; flop highCard');
    expect(deal('AS KD 3C 3D 9H 7S 2C JD 8H')).toBe('does not qualify, dealer; flop highCard');
    // A pair on the board qualifies every dealer.
    expect(deal('AS KD 3C 2D 9H 9S 5C JD 8H')).toBe('qualifies, player; flop pair');
  });

  it('follows the integer procedure of the README for many nonces', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const o = dealLive(casinoHoldemEngine, { ...input, nonce });
      expect([...o.player, ...o.dealer, ...o.board].map(cardLabel)).toEqual(
        referenceCards(input.serverSeed, input.clientSeed, nonce),
      );
    }
  });

  it('matches the worked example of the README via dealLive', () => {
    const outcome = dealLive(casinoHoldemEngine, input);
    expect(summary(outcome)).toEqual([
      'player 3H 9S dealer 8D QH board KS 9C 4C 7S 8S',
      'player pair: 9S 9C KS 8S 7S',
      'dealer pair: 8D 8S KS QH 9C',
      'qualifies, player; flop pair',
    ]);
    expect(outcome.flopHand.ranks).toEqual([9, 9, 13, 4, 3]); // nines: no AA bonus
    // The simple strategy calls its pair of nines: ante 10 pays 1:1, the call of 20 too.
    expect(simpleDecision(outcome.player, outcome.board.slice(0, 3))).toBe('call');
    const bets = new Map([
      ['ante', 10n],
      ['aaBonus', 5n],
    ]);
    expect(casinoHoldemEngine.settleWith(outcome, bets, ['call'])).toBe(20n + 40n + 0n);
    expect(dealLive(casinoHoldemEngine, { ...input, nonce: 8 })).not.toEqual(outcome);
  });
});
