import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type Card, SHOE_SIZE, unshuffledCard } from './cards.ts';
import { dealBaccarat } from './deal.ts';
import { fairShoePrefix, shuffledShoePrefix } from './shoe.ts';
import { dealBaccaratFromCards } from './tableau.ts';

const input = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 7 };
const label = ({ rank, suit }: Card) => `${'A23456789TJQK'[rank - 1]}${suit[0]?.toUpperCase()}`;

/** The documented procedure written again on node:crypto, as a verification page would. */
function referenceCards(serverSeed: string, clientSeed: string, nonce: number): string[] {
  const mac = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  const shoe = Array.from({ length: 416 }, (_, i) => i);
  const out: string[] = [];
  for (let k = 0; k < 6; k++) {
    const u32 = BigInt(mac.readUInt32BE(4 * k));
    const j = k + Number((u32 * BigInt(416 - k)) >> 32n);
    [shoe[k], shoe[j]] = [shoe[j] as number, shoe[k] as number];
    const i = shoe[k] as number;
    out.push(`${'A23456789TJQK'[i % 13]}${'CDHS'[Math.floor((i % 52) / 13)]}`);
  }
  return out;
}

describe('the 8-deck shoe', () => {
  it('holds 416 cards, 32 of each rank and 104 of each suit', () => {
    const shoe = Array.from({ length: SHOE_SIZE }, (_, i) => unshuffledCard(i));
    for (let rank = 1; rank <= 13; rank++)
      expect(shoe.filter((c) => c.rank === rank)).toHaveLength(32);
    expect(shoe.filter((c) => c.suit === 'hearts')).toHaveLength(104);
    expect(shoe.slice(0, 14).map(label).join(' ')).toBe(
      'AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AD',
    );
  });

  it('deals the shoe in order for uniforms of 0 and swaps with the last card near 1', () => {
    expect(shuffledShoePrefix([0, 0, 0]).map(label)).toEqual(['AC', '2C', '3C']);
    const last = 1 - 2 ** -32; // the largest value `floats` can give
    // Step 0 swaps the first card (AC) to the back, so step 1 finds it there.
    expect(shuffledShoePrefix([last, last]).map(label)).toEqual(['KS', 'AC']);
    expect(() => shuffledShoePrefix([1])).toThrow(RangeError);
  });

  it('is the start of a full forward Fisher–Yates shuffle of the shoe', () => {
    const uniforms = Array.from({ length: SHOE_SIZE - 1 }, (_, i) => ((i * 7919) % 1000) / 1000);
    const shoe = Array.from({ length: SHOE_SIZE }, (_, i) => i);
    for (let k = 0; k < SHOE_SIZE - 1; k++) {
      const j = k + Math.floor((uniforms[k] as number) * (SHOE_SIZE - k));
      [shoe[k], shoe[j]] = [shoe[j] as number, shoe[k] as number];
    }
    expect(shuffledShoePrefix(uniforms.slice(0, 6))).toEqual(shoe.slice(0, 6).map(unshuffledCard));
  });
});

describe('the fair baccarat deal', () => {
  it('follows the documented procedure for many nonces', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      expect(fairShoePrefix({ ...input, nonce }).map(label)).toEqual(
        referenceCards(input.serverSeed, input.clientSeed, nonce),
      );
    }
  });

  it('gives the same coup for the same seeds and nonce, another for another nonce', () => {
    const coup = dealBaccarat(input);
    expect(dealBaccarat(input)).toEqual(coup);
    expect(coup).toEqual(dealBaccaratFromCards(fairShoePrefix(input)));
    expect(dealBaccarat({ ...input, nonce: 8 }).dealt).not.toEqual(coup.dealt);
    expect(dealBaccarat({ ...input, clientSeed: 'other' }).dealt).not.toEqual(coup.dealt);
  });

  it('matches a pinned example, so a change to the procedure cannot pass unnoticed', () => {
    const coup = dealBaccarat(input);
    expect({
      player: coup.player.cards.map(label),
      banker: coup.banker.cards.map(label),
      winner: coup.winner,
    }).toMatchInlineSnapshot(`
      {
        "banker": [
          "5D",
          "QH",
          "7H",
        ],
        "player": [
          "4D",
          "KS",
          "6S",
        ],
        "winner": "banker",
      }
    `);
  });
});
