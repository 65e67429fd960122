import { type BasicPlay, basicPlay } from './strategy.ts';

type Strategy = typeof basicPlay;

/**
 * The exact expected return of a main bet of 1 played with a total-dependent strategy
 * (basic strategy by default) on a fresh shoe of `decks` decks, under this table's rules:
 * S17, 3:2, peek, double on any two, DAS, one split, split aces one card, stand on 21, no
 * insurance taken. Every card's probability is taken from what is left in the shoe
 * (composition counted exactly, card values only: suits never matter to the main bet).
 *
 * The dealer's hole card is dealt before the player draws but only matters through "no
 * dealer blackjack": the positions of a shuffled shoe are exchangeable, so the hole card
 * is taken as the dealer's first card after the player's, and the return is
 * −P(dealer blackjack) + E[result × 1{no dealer blackjack}]: each dealer distribution
 * below leaves out a first card that would make the blackjack instead of renormalising.
 *
 * A split is worth twice its first hand, with the other split card out of the shoe: the
 * second hand's cards come after the first's, but swapping the two hands' blocks of cards
 * maps deals one to one, so both hands have the same expected result, and the dealer's
 * cards are a uniform draw from whatever neither hand took (README, "house edge").
 */
export function exactMainReturn(decks = 8, strategy: Strategy = basicPlay): number {
  const counts = Int32Array.from([0, ...Array.from({ length: 9 }, () => 4 * decks), 16 * decks]);
  let left = 52 * decks;
  let up = 0;
  const memo = new Map<string, Float64Array>();

  const take = (v: number) => {
    counts[v] = (counts[v] as number) - 1;
    left -= 1;
  };
  const putBack = (v: number) => {
    counts[v] = (counts[v] as number) + 1;
    left += 1;
  };
  const makesBlackjack = (first: number) =>
    (up === 1 && first === 10) || (up === 10 && first === 1);
  const noBlackjack = () =>
    1 - (up === 1 ? (counts[10] as number) / left : up === 10 ? (counts[1] as number) / left : 0);

  /** P(dealer ends on 17, 18, 19, 20, 21, bust, and has no blackjack) from this shoe. */
  const dealer = (): Float64Array => {
    const key = `${up}:${counts.join(',')}`;
    const known = memo.get(key);
    if (known) return known;
    const dist = new Float64Array(6);
    const draw = (hard: number, ace: boolean, root: boolean, p: number) => {
      for (let v = 1; v <= 10; v++) {
        const c = counts[v] as number;
        if (c === 0 || (root && makesBlackjack(v))) continue;
        const pv = (p * c) / left;
        const h = hard + v;
        const a = ace || v === 1;
        const total = a && h <= 11 ? h + 10 : h;
        if (h > 21) dist[5] = (dist[5] as number) + pv;
        else if (total >= 17) dist[total - 17] = (dist[total - 17] as number) + pv;
        else {
          take(v);
          draw(h, a, false, pv);
          putBack(v);
        }
      }
    };
    draw(up, up === 1, true, 1);
    memo.set(key, dist);
    return dist;
  };

  /** E[result × 1{no dealer blackjack}] of standing on `total` (≤ 21). */
  const stand = (total: number): number => {
    const d = dealer();
    let ev = d[5] as number;
    for (let t = 17; t <= 21; t++) ev += (d[t - 17] as number) * Math.sign(total - t);
    return ev;
  };
  const best = (hard: number, ace: boolean) => (ace && hard + 10 <= 21 ? hard + 10 : hard);

  /** Expected result of drawing one card onto (hard, ace), then `next` on the new hand. */
  const eachCard = (hard: number, ace: boolean, next: (hard: number, ace: boolean) => number) => {
    let ev = 0;
    const from = left;
    for (let v = 1; v <= 10; v++) {
      const c = counts[v] as number;
      if (c === 0) continue;
      take(v);
      ev += (c / from) * next(hard + v, ace || v === 1);
      putBack(v);
    }
    return ev;
  };

  /** A hand on its own after a card: bust, stand on 21, or decide again. */
  const after = (canDouble: boolean) => (hard: number, ace: boolean) => {
    if (hard > 21) return -noBlackjack();
    const total = best(hard, ace);
    return total === 21 ? stand(21) : play(hard, ace, null, canDouble);
  };

  const play = (hard: number, ace: boolean, pair: number | null, canDouble: boolean): number => {
    const total = best(hard, ace);
    const choice: BasicPlay = strategy(total, ace && total !== hard, pair, canDouble, up);
    if (choice === 'stand') return stand(total);
    if (choice === 'hit') return eachCard(hard, ace, after(false));
    if (choice === 'double') {
      return 2 * eachCard(hard, ace, (h, a) => (h > 21 ? -noBlackjack() : stand(best(h, a))));
    }
    if (pair === null) throw new Error('split without a pair');
    // The other split card is already out of the shoe (both were dealt).
    const splitAces = pair === 1;
    return (
      2 * eachCard(pair, splitAces, (h, a) => (splitAces ? stand(best(h, a)) : after(true)(h, a)))
    );
  };

  let ev = 0;
  for (let p1 = 1; p1 <= 10; p1++) {
    for (let p2 = p1; p2 <= 10; p2++) {
      for (let u = 1; u <= 10; u++) {
        // Ordered deals: (p1, p2) and (p2, p1) are equally likely, so count the pair twice.
        let p = (p1 === p2 ? 1 : 2) * ((counts[p1] as number) / left);
        take(p1);
        p *= (counts[p2] as number) / left;
        take(p2);
        p *= (counts[u] as number) / left;
        take(u);
        up = u;
        const dealerBlackjack = 1 - noBlackjack();
        if (p1 === 1 && p2 === 10) ev += p * 1.5 * (1 - dealerBlackjack);
        else ev += p * (play(p1 + p2, p1 === 1, p1 === p2 ? p1 : null, true) - dealerBlackjack);
        putBack(u);
        putBack(p2);
        putBack(p1);
      }
    }
  }
  return ev;
}
