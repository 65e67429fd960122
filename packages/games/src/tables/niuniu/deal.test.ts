import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cardLabel } from '../cards/deck.ts';
import { dealLive } from '../live/engine.ts';
import { dealNiuniu, type NiuniuOutcome, niuniuFromCards } from './deal.ts';
import { niuniuEngine } from './engine.ts';

const input = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 7 };
const last = 1 - 2 ** -32; // the largest value `floats` can give

/** The README's procedure on node:crypto: 20 numbers from HMAC rounds 0, 1 and 2. */
function referenceCards(serverSeed: string, clientSeed: string, nonce: number): string[] {
  const mac = Buffer.concat(
    [0, 1, 2].map((r) =>
      createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${r}`).digest(),
    ),
  );
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let k = 0; k < 20; k++) {
    const j = k + Number((BigInt(mac.readUInt32BE(4 * k)) * BigInt(52 - k)) >> 32n);
    [deck[k], deck[j]] = [deck[j] as number, deck[k] as number];
  }
  return deck.slice(0, 20).map((i) => `${'A23456789TJQK'[i % 13]}${'CDHS'[Math.floor(i / 13)]}`);
}

const summary = (o: NiuniuOutcome) => [
  `banker ${o.banker.cards.map(cardLabel).join(' ')} bull ${o.banker.bull}`,
  ...o.players.map(
    (p, i) =>
      `${i + 1}: ${p.cards.map(cardLabel).join(' ')} bull ${p.bull} ${p.win ? 'wins' : 'loses'}`,
  ),
];

describe('dealing niu niu', () => {
  it('deals five cards each, banker first, from the shuffled deck', () => {
    const zeros = Array.from({ length: 20 }, () => 0);
    // Uniforms of 0 leave the deck in order. Banker A 2 3 4 5: 1 + 4 + 5 = 10, 2 + 3: bull 5.
    // 6 7 8 9 10: no bull. J Q K make 30, A + 2: bull 3. 3 4 5 6 7: no bull.
    expect(summary(dealNiuniu(zeros))).toEqual([
      'banker AC 2C 3C 4C 5C bull 5',
      '1: 6C 7C 8C 9C TC bull -1 loses',
      '2: JC QC KC AD 2D bull 3 loses',
      '3: 3D 4D 5D 6D 7D bull -1 loses',
    ]);
    // u₄ near 1: j₄ = 4 + floor(u₄ × 48) = 51, so KS takes 5C's place. The banker has no
    // bull, king high: position 2 wins on its bull, 1 and 3 lose on their lower high cards.
    zeros[4] = last;
    const outcome = dealNiuniu(zeros);
    expect(summary(outcome)).toEqual([
      'banker AC 2C 3C 4C KS bull -1',
      '1: 6C 7C 8C 9C TC bull -1 loses',
      '2: JC QC KC AD 2D bull 3 wins',
      '3: 3D 4D 5D 6D 7D bull -1 loses',
    ]);
    expect(outcome.banker).toEqual({
      cards: [
        { rank: 1, suit: 'clubs' },
        { rank: 2, suit: 'clubs' },
        { rank: 3, suit: 'clubs' },
        { rank: 4, suit: 'clubs' },
        { rank: 13, suit: 'spades' },
      ],
      bull: -1,
      bullCards: [],
      highCard: { rank: 13, suit: 'spades' },
    });
    expect(outcome.players[1]).toMatchObject({ bullCards: [0, 1, 2], highCard: { rank: 13 } });
    expect(JSON.parse(JSON.stringify(outcome))).toEqual(outcome);
    expect(() => dealNiuniu(zeros.slice(1))).toThrow(RangeError);
    expect(() => niuniuFromCards([])).toThrow(RangeError);
  });

  it('follows the integer procedure of the README for many nonces', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const o = dealLive(niuniuEngine, { ...input, nonce });
      expect([o.banker, ...o.players].flatMap((h) => h.cards.map(cardLabel))).toEqual(
        referenceCards(input.serverSeed, input.clientSeed, nonce),
      );
    }
  });

  it('matches the worked example of the README via dealLive', () => {
    const outcome = dealLive(niuniuEngine, input);
    expect(summary(outcome)).toEqual([
      'banker 3H 9S 8D QH KS bull 10',
      '1: 9C 4C 7S 8S 6H bull 4 loses',
      '2: AD AH 9D 8C 7H bull 6 loses',
      '3: KD 6C 2D QC 6S bull -1 loses',
    ]);
    expect(outcome.players.map((p) => p.bullCards)).toEqual([[0, 1, 2], [0, 1, 3], []]);
    expect(dealLive(niuniuEngine, { ...input, nonce: 8 })).not.toEqual(outcome);
  });
});
