import { describe, expect, it } from 'vitest';
import { ALL_CODES, cardOfCode } from '../poker-hands/codes.ts';
import { threeCardValue } from '../poker-hands/three.ts';
import { DEALER_QUALIFIES, threeCardPokerFromCards } from './deal.ts';
import { threeCardPokerEngine as engine } from './engine.ts';
import { optimalDecision } from './strategy.ts';

const percent2 = (lost: bigint, staked: bigint) =>
  Number((2n * 10_000n * lost + staked) / (2n * staked)) / 100; // rounded half up

/** Player hands up to renaming suits (computed by the loop below, checked there). */
const FORMS = 1_755;

const outcomeOf = (codes: readonly number[]) => threeCardPokerFromCards(codes.map(cardOfCode));

/** Every three of `codes`, in order. */
function* triples(codes: readonly number[]): Generator<[number, number, number]> {
  for (let i = 0; i < codes.length; i++) {
    for (let j = i + 1; j < codes.length; j++) {
      for (let k = j + 1; k < codes.length; k++) {
        yield [codes[i] as number, codes[j] as number, codes[k] as number];
      }
    }
  }
}

describe('pair plus, over all C(52, 3) = 22,100 hands', () => {
  it('returns 21,588 per 22,100 staked: edge 512 / 22,100 = 2.32%', () => {
    // The dealer's cards do not matter: any three others complete the outcome.
    let returned = 0n;
    let hands = 0n;
    for (const hand of triples(ALL_CODES)) {
      const dealer = ALL_CODES.filter((c) => !hand.includes(c)).slice(0, 3);
      returned += engine.settle('pairPlus', 1n, outcomeOf([...hand, ...dealer]));
      hands++;
    }
    // 48 × 41 + 52 × 31 + 720 × 7 + 1,096 × 5 + 3,744 × 2 = 21,588.
    expect([hands, returned]).toEqual([22_100n, 21_588n]);
    // Wizard of Odds, Three Card Poker, pair plus pay table 1 (40-30-6-4-1): 2.32%.
    expect(percent2(hands - returned, hands)).toBe(2.32);
    expect(engine.paytable.pairPlus).toEqual({ pays: '1:1–40:1', houseEdge: 2.32 });
  });
});

describe('the ante, over all 22,100 × C(49, 3) = 407,170,400 deals', () => {
  it('loses 3.37% of the ante with the optimal strategy, which is Q-6-4', () => {
    // The value of every three cards, by codes a < b < c.
    const value = new Int32Array(52 * 52 * 52);
    for (const [a, b, c] of triples(ALL_CODES))
      value[a * 2704 + b * 52 + c] = threeCardValue([a, b, c]);
    // Renaming suits changes no hand's rank against any other, so the player's hands are
    // grouped by their form under the 24 orders of suits (a weight each); the dealer's
    // 18,424 hands are then enumerated once per form.
    const orders: number[][] = [];
    for (let p = 0; p < 256; p++) {
      const order = [p & 3, (p >> 2) & 3, (p >> 4) & 3, p >> 6];
      if (new Set(order).size === 4) orders.push(order);
    }
    expect(orders.length).toBe(24);
    const forms = new Map<number, number>(); // the smallest a·52² + b·52 + c of a form → hands
    for (const hand of triples(ALL_CODES)) {
      let key = Infinity;
      for (const o of orders) {
        const [a, b, c] = hand.map((x) => (o[Math.floor(x / 13)] as number) * 13 + (x % 13));
        const [x, y, z] = [a, b, c].sort((p, q) => (p as number) - (q as number)) as number[];
        key = Math.min(key, (x as number) * 2704 + (y as number) * 52 + (z as number));
      }
      forms.set(key, (forms.get(key) ?? 0) + 1);
    }
    expect(forms.size).toBe(FORMS);

    const ante = new Map([['ante', 1n]]);
    let deals = 0n;
    let net = 0n; // the player's net result, in antes, playing optimally
    let wagered = 0n;
    let played = 0n;
    const wrongDecisions: number[] = [];
    for (const [key, weight] of forms) {
      const player = [Math.floor(key / 2704), Math.floor(key / 52) % 52, key % 52];
      const rest = Int32Array.from(ALL_CODES.filter((c) => !player.includes(c)));
      const playerValue = threeCardValue(player);
      // Dealer hands by what they do to the ante and play: the count and one example each.
      const n = new Int32Array(4); // dealer not qualifying, qualifying and lower, tie, higher
      const example: number[][] = [];
      for (let i = 0; i < 49; i++) {
        const a = (rest[i] as number) * 2704;
        for (let j = i + 1; j < 49; j++) {
          const b = a + (rest[j] as number) * 52;
          for (let k = j + 1; k < 49; k++) {
            const v = value[b + (rest[k] as number)] as number;
            const kind = v < DEALER_QUALIFIES ? 0 : v < playerValue ? 1 : v === playerValue ? 2 : 3;
            n[kind] = (n[kind] as number) + 1;
            example[kind] ??= [rest[i], rest[j], rest[k]] as number[];
          }
        }
      }
      const classes = [...n].flatMap((count, kind) =>
        count ? [{ n: BigInt(count), dealer: example[kind] as number[] }] : [],
      );
      let dealers = 0n;
      const result = { play: 0n, fold: 0n };
      for (const { n, dealer } of classes) {
        const outcome = outcomeOf([...player, ...dealer]);
        result.play += n * (engine.settleWith(outcome, ante, ['play']) - 2n);
        result.fold += n * (engine.settleWith(outcome, ante, ['fold']) - 1n);
        dealers += n;
      }
      expect(dealers).toBe(18_424n);
      const best = result.play > result.fold ? 'play' : 'fold';
      const outcome = outcomeOf([...player, ...Array.from(rest.subarray(0, 3))]);
      if (result.play === result.fold || optimalDecision(outcome) !== best)
        wrongDecisions.push(key);
      const w = BigInt(weight);
      net += w * result[best];
      deals += w * dealers;
      wagered += w * dealers * (best === 'play' ? 2n : 1n);
      if (best === 'play') played += w;
    }
    expect(wrongDecisions).toEqual([]);
    expect(deals).toBe(407_170_400n);
    // Wizard of Odds, Three Card Poker: house edge 3.37% (of the ante), element of risk
    // 2.01% (of the total wagered), play 67.42% of hands.
    expect(percent2(-net, deals)).toBe(3.37);
    expect(percent2(-net, wagered)).toBe(2.01);
    expect(played).toBe(14_900n); // 67.42%
    expect(engine.paytable.ante.houseEdge).toBe(3.37);
  }, 30_000); // about 2 s on an idle machine; room for a loaded one
});
