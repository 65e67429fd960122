import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dealLive } from '../live/engine.ts';
import { dealPaiGow, PAI_GOW_UNIFORMS, type PaiGowOutcome, paiGowFromCards } from './deal.ts';
import { paiGowEngine } from './engine.ts';
import { cards, labels } from './test-cards.ts';

const input = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 7 };
const last = 1 - 2 ** -32; // the largest value `floats` can give

const summary = (o: PaiGowOutcome) => [
  `player ${labels(o.player.high)} / ${labels(o.player.low)}: ${o.player.highHand}`,
  `dealer ${labels(o.dealer.high)} / ${labels(o.dealer.low)}: ${o.dealer.highHand}`,
  `high ${o.high}, low ${o.low}: ${o.winner}`,
];

/** The README's procedure on node:crypto: 14 numbers from HMAC rounds 0 and 1. */
function referenceCards(serverSeed: string, clientSeed: string, nonce: number): string[] {
  const mac = Buffer.concat(
    [0, 1].map((r) =>
      createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${r}`).digest(),
    ),
  );
  const deck = Array.from({ length: 53 }, (_, i) => i);
  for (let k = 0; k < 14; k++) {
    const j = k + Number((BigInt(mac.readUInt32BE(4 * k)) * BigInt(53 - k)) >> 32n);
    [deck[k], deck[j]] = [deck[j] as number, deck[k] as number];
  }
  const label = (i: number) =>
    i === 52 ? 'JK' : `${'A23456789TJQK'[i % 13]}${'CDHS'[Math.floor(i / 13)]}`;
  return deck.slice(0, 14).map(label);
}

describe('dealing pai gow poker', () => {
  it('deals seven cards to the player, then seven to the dealer, each set by the house way', () => {
    // Uniforms of 0 leave the deck in order: A–7 of clubs to the player, 8–K of clubs and
    // the ace of diamonds to the dealer. Both play the straight flush leaving the best low.
    const zeros = Array.from({ length: PAI_GOW_UNIFORMS }, () => 0);
    expect(summary(dealPaiGow(zeros))).toEqual([
      'player 2C 3C 4C 5C 6C / AC 7C: straightFlush',
      'dealer 8C 9C TC JC QC / KC AD: straightFlush',
      'high dealer, low dealer: dealer',
    ]);
    // u₀ near 1: j₀ = floor(u₀ × 53) = 52, the joker, first to the player (for the ace).
    zeros[0] = last;
    const outcome = dealPaiGow(zeros);
    expect(summary(outcome)[0]).toBe('player 2C 3C 4C 5C 6C / JK 7C: straightFlush');
    expect(outcome.player.low[0]).toEqual({ rank: 0, suit: 'joker' });
    expect(JSON.parse(JSON.stringify(outcome))).toEqual(outcome);
    expect(() => dealPaiGow(zeros.slice(1))).toThrow(RangeError);
    expect(() => paiGowFromCards(cards('AS KS'))).toThrow(RangeError);
  });

  it('gives copies to the dealer', () => {
    // Same ranks both sides: both hands are copies, the dealer wins the round.
    const copies = paiGowFromCards(cards('AS KS 9D 7C 5H 3D 2C AH KH 9C 7D 5S 3C 2D'));
    expect([copies.high, copies.low, copies.winner]).toEqual(['copy', 'copy', 'dealer']);
    // A copy and a win: a push.
    const oneCopy = paiGowFromCards(cards('AS KS 9D 7C 5H 3D 2C AH QH 9C 7D 5S 3C 2D'));
    expect([oneCopy.high, oneCopy.low, oneCopy.winner]).toEqual(['copy', 'player', 'push']);
  });

  it('follows the integer procedure of the README for many nonces', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const o = dealLive(paiGowEngine, { ...input, nonce });
      const dealt = `${labels(o.player.cards)} ${labels(o.dealer.cards)}`.split(' ');
      expect(dealt).toEqual(referenceCards(input.serverSeed, input.clientSeed, nonce));
    }
  });

  it('matches the worked example of the README via dealLive', () => {
    const o = dealLive(paiGowEngine, input);
    expect([labels(o.player.cards), labels(o.dealer.cards)]).toEqual([
      '3H TS 8D KH JK 9C QH',
      '8S 9S 7H AD AH TD 8C',
    ]);
    expect(summary(o)).toEqual([
      'player TS 8D JK 9C QH / 3H KH: straight',
      'dealer 9S 7H AD AH TD / 8S 8C: pair',
      'high player, low dealer: push',
    ]);
  });
});
