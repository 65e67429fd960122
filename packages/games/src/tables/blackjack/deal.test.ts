import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cardLabel } from '../cards/deck.ts';
import { dealLive } from '../live/engine.ts';
import {
  BLACKJACK_UNIFORMS,
  type BlackjackOutcome,
  DEALER_CARDS,
  dealBlackjack,
  PLAYER_CARDS,
  playDealer,
} from './deal.ts';
import { blackjackEngine } from './engine.ts';
import { playBlackjack } from './play.ts';
import { cards, table } from './test-cards.ts';

const input = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 7 };
const last = 1 - 2 ** -32; // the largest value `floats` can give
const labels = (o: BlackjackOutcome) => [
  o.playerCards.map(cardLabel).join(' '),
  o.dealer.cards.map(cardLabel).join(' '),
];

/** The README's procedure on node:crypto: 50 numbers from HMAC rounds 0–6, shoe order. */
function referenceCards(serverSeed: string, clientSeed: string, nonce: number): string[] {
  const mac = Buffer.concat(
    [0, 1, 2, 3, 4, 5, 6].map((r) =>
      createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${r}`).digest(),
    ),
  );
  const shoe = Array.from({ length: 416 }, (_, i) => i);
  for (let k = 0; k < 50; k++) {
    const j = k + Number((BigInt(mac.readUInt32BE(4 * k)) * BigInt(416 - k)) >> 32n);
    [shoe[k], shoe[j]] = [shoe[j] as number, shoe[k] as number];
  }
  const label = (i: number) => `${'A23456789TJQK'[i % 13]}${'CDHS'[Math.floor((i % 52) / 13)]}`;
  return shoe.slice(0, 50).map(label);
}

describe('dealing blackjack', () => {
  it('deals the player #1 #2, the dealer up and hole, then both sequences', () => {
    // Uniforms of 0 leave the shoe in order: AC 2C to the player, 3C up, 4C in the hole,
    // positions 4–39 (5C 6C …) to the player's draws, 40–49 (2S 3S …) to the dealer's.
    const zeros = Array.from({ length: BLACKJACK_UNIFORMS }, () => 0);
    const ordered = dealBlackjack(zeros);
    expect(ordered.playerCards).toHaveLength(38);
    expect(labels(ordered)[0]?.slice(0, 17)).toBe('AC 2C 5C 6C 7C 8C');
    // The dealer draws 2S 3S 4S 5S onto 3 + 4: 9, 12, 16, 21.
    expect(labels(ordered)[1]).toBe('3C 4C 2S 3S 4S 5S');
    expect(ordered.dealer).toMatchObject({ total: 21, soft: false, blackjack: false, bust: false });
    expect(ordered.pair).toBeNull();
    // u₀ near 1: j₀ = floor(u₀ × 416) = 415, the last deck's KS, first to the player.
    // u₂ = 50.5 / 414: j₂ = 2 + 50 = 52, the second deck's AC, up: insurance is offered.
    zeros[0] = last;
    zeros[2] = 50.5 / 414;
    const moved = dealBlackjack(zeros);
    expect(labels(moved)[0]?.slice(0, 5)).toBe('KS 2C');
    expect(moved.dealer.cards.slice(0, 2).map(cardLabel)).toEqual(['AC', '4C']);
    expect(blackjackEngine.visible(moved).insurance).toBe(true);
    expect(JSON.parse(JSON.stringify(moved))).toEqual(moved);
    expect(() => dealBlackjack(zeros.slice(1))).toThrow(RangeError);
  });

  it('follows the integer procedure of the README for many nonces', () => {
    for (let nonce = 0; nonce < 100; nonce++) {
      const o = dealLive(blackjackEngine, { ...input, nonce });
      const shoe = referenceCards(input.serverSeed, input.clientSeed, nonce);
      expect(o.playerCards.map(cardLabel)).toEqual([...shoe.slice(0, 2), ...shoe.slice(4, 40)]);
      const dealer = o.dealer.cards.map(cardLabel);
      expect(dealer).toEqual([...shoe.slice(2, 4), ...shoe.slice(40)].slice(0, dealer.length));
    }
  });

  it('matches the worked example of the README via dealLive', () => {
    const o = dealLive(blackjackEngine, input);
    expect(o.playerCards.slice(0, 6).map(cardLabel)).toEqual(['4D', '5D', '6S', '7H', 'TD', '5S']);
    expect(o.dealer).toMatchObject({ total: 20, blackjack: false, bust: false });
    expect(o.dealer.cards.map(cardLabel)).toEqual(['KS', 'QH']);
    expect(o.pair).toBeNull();
    // Basic strategy hits 9 against a ten: 4 5 6 = 15, hits again: 7 busts it.
    const play = playBlackjack(o, false, ['hit', 'hit']);
    expect(play.hands[0]).toMatchObject({ total: 22, bust: true });
    expect(blackjackEngine.settleWith(o, new Map([['main', 100n]]), ['hit', 'hit'])).toBe(0n);
  });
});

describe('the longest possible round', () => {
  /** The most cards a hand at (hard, ace) can still take while `goOn(best total)`. */
  const longest = (goOn: (best: number) => boolean) => {
    const memo = new Map<string, number>();
    const from = (hard: number, ace: boolean): number => {
      const best = ace && hard + 10 <= 21 ? hard + 10 : hard;
      if (hard > 21 || !goOn(best)) return 0;
      const key = `${hard}:${ace}`;
      let most = memo.get(key);
      if (most === undefined) {
        most = 0;
        for (let v = 1; v <= 10; v++) most = Math.max(most, 1 + from(hard + v, ace || v === 1));
        memo.set(key, most);
      }
      return most;
    };
    return from;
  };

  it('needs at most 38 player cards (split twos) and 12 dealer cards', () => {
    const player = longest((best) => best < 21);
    let noSplit = 0;
    let split = 0;
    for (let a = 1; a <= 10; a++) {
      for (let b = 1; b <= 10; b++)
        noSplit = Math.max(noSplit, 2 + player(a + b, a === 1 || b === 1));
      // Split aces take one card each; other split hands start from one card.
      split = Math.max(split, a === 1 ? 4 : 2 + 2 * player(a, false));
    }
    expect([noSplit, split]).toEqual([20, PLAYER_CARDS]);
    const dealer = longest((best) => best < 17);
    let most = 0;
    for (let a = 1; a <= 10; a++) {
      for (let b = 1; b <= 10; b++) most = Math.max(most, 2 + dealer(a + b, a === 1 || b === 1));
    }
    expect(most).toBe(DEALER_CARDS);
  });

  it('plays those longest hands to the end within the cards drawn', () => {
    // Twos split; each hand: eight aces (soft 20), a 2 (hard 12), eight aces (20), a ten.
    const hand = `${Array(8).fill('AH').join(' ')} 2S ${Array(8).fill('AD').join(' ')} TC`;
    const round = table(`2C 2D ${hand} ${hand}`, 'TS 7D');
    const hits = Array(17).fill('hit');
    const play = playBlackjack(round, false, ['split', ...hits, ...hits]);
    expect(play.cardsUsed).toBe(PLAYER_CARDS);
    expect(play.hands.map((h) => [h.cards.length, h.total, h.bust])).toEqual([
      [19, 30, true],
      [19, 30, true],
    ]);
    const dealer = playDealer(cards('AS AH AD AC AS AH 6C AD AC AS AH KC'));
    expect([dealer.cards.length, dealer.total, dealer.bust]).toEqual([12, 26, true]);
  });
});
