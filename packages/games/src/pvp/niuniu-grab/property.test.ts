import { describe, expect, it } from 'vitest';
import type { Card } from '../../tables/baccarat/cards.ts';
import { unshuffledDeckCard } from '../../tables/cards/deck.ts';
import { mulberry32 } from '../../tables/testing/mulberry32.ts';
import type { PvpStart } from '../engine.ts';
import { decodePvpState, encodePvpState } from '../state-json.ts';
import { BET_MULTIPLES, niuniuGrabEngine as engine, type NiuniuGrabState } from './index.ts';
import { outcomesOf } from './settle.ts';

function shuffled(random: () => number): Card[] {
  const deck = Array.from({ length: 52 }, (_, i) => unshuffledDeckCard(i));
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [deck[i], deck[j]] = [deck[j] as Card, deck[i] as Card];
  }
  return deck;
}

/** A random table: 2–6 of the six seats, stacks from 1 chip to well over minStack. */
function randomStart(random: () => number): PvpStart {
  const stake = BigInt(1 + Math.floor(random() * 50));
  const count = 2 + Math.floor(random() * 5);
  const numbers = [0, 1, 2, 3, 4, 5].sort(() => random() - 0.5).slice(0, count);
  const seats = numbers
    .sort((a, b) => a - b)
    .map((seat) => {
      // A third of the stacks are short of minStack, to make the caps and the scaling bite.
      const top = random() < 0.33 ? engine.minStack(stake) : engine.minStack(stake) * 6n;
      return { seat, stack: 1n + BigInt(Math.floor(random() * Number(top))) };
    });
  const button = numbers[Math.floor(random() * count)] as number;
  return { seats, button, stake, deck: shuffled(random) };
}

describe('2,000 random hands', () => {
  it('all end, balance to the chip and never take more than a seat holds', () => {
    const random = mulberry32(20_240_601);
    const shortHands = new Set<number>();
    let capped = 0;
    let draws = 0;
    for (let hand = 0; hand < 2000; hand++) {
      const start = randomStart(random);
      let state = engine.start(start);
      const limit = 2 * start.seats.length; // one grab and at most one bet a seat
      let actions = 0;
      while (!engine.isOver(state)) {
        expect(actions++).toBeLessThan(limit);
        const toAct = [...engine.toAct(state).keys()];
        const seat = toAct[Math.floor(random() * toAct.length)] as number;
        const action =
          random() < 0.15
            ? engine.timeoutAction(state, seat)
            : state.phase === 'grab'
              ? { type: 'grab', amount: BigInt(Math.floor(random() * 5)) }
              : { type: 'bet', amount: BigInt(BET_MULTIPLES[Math.floor(random() * 4)] as number) };
        state = engine.act(state, seat, action);
        if (random() < 0.1) state = decodePvpState<NiuniuGrabState>(encodePvpState(state));
      }
      if (state.draw) draws++;
      const rake = { bps: Math.floor(random() * 1000), cap: BigInt(Math.floor(random() * 500)) };
      const result = engine.result(state, rake);
      let committed = 0n;
      let won = 0n;
      for (const { seat, stack } of start.seats) {
        const money = result.seats.get(seat);
        expect(money).toBeDefined();
        if (!money) continue;
        committed += money.committed;
        won += money.won;
        expect(money.committed >= 0n && money.won >= 0n).toBe(true);
        expect(money.won - money.committed).toBeGreaterThanOrEqual(-stack);
      }
      expect(result.seats.size).toBe(start.seats.length);
      expect(committed).toBe(won + result.rake);
      expect(result.pots.reduce((sum, p) => sum + p.rake, 0n)).toBe(result.rake);
      expect(result.rake).toBeLessThanOrEqual(rake.cap);
      expect(result.pots).toHaveLength(start.seats.length - 1);
      expect(result.hands.size).toBe(start.seats.length);
      // Each pot against its due: losers to the banker pay min(due, stack); the banker
      // pays its dues whole unless they exceed what it holds, then never more.
      const dues = outcomesOf(state);
      const stackOf = (seat: number) => start.seats.find((s) => s.seat === seat)?.stack ?? 0n;
      const pots = new Map(result.pots.map((p) => [p.eligible.find((s) => s !== state.banker), p]));
      for (const o of dues) {
        const pot = pots.get(o.seat);
        expect(pot?.winners).toEqual([o.winner]);
        if (!pot) continue;
        if (o.winner === state.banker && pot.amount < o.due) {
          capped++;
          expect(pot.amount).toBe(stackOf(o.seat));
        } else if (o.winner === state.banker) {
          expect(pot.amount).toBe(o.due);
        } else {
          expect(pot.amount).toBeLessThanOrEqual(o.due);
          if (pot.amount < o.due) shortHands.add(hand);
        }
      }
      if (shortHands.has(hand)) {
        // Scaled down: the banker paid all it had but the rounding, under a chip a winner.
        const money = result.seats.get(state.banker as number);
        const left =
          stackOf(state.banker as number) + (money?.won ?? 0n) - (money?.committed ?? 0n);
        const winners = dues.filter((o) => o.winner !== state.banker).length;
        expect(left >= 0n && left < BigInt(winners)).toBe(true);
      }
    }
    expect(draws).toBeGreaterThan(100);
    // The short stacks make both caps bite often enough to be exercised.
    expect(shortHands.size).toBeGreaterThan(50);
    expect(capped).toBeGreaterThan(50);
  });
});
