import { describe, expect, it } from 'vitest';
import type { Card } from '../../tables/baccarat/cards.ts';
import { unshuffledDeckCard } from '../../tables/cards/deck.ts';
import { mulberry32 } from '../../tables/testing/mulberry32.ts';
import type { PvpActionSpec, PvpStart } from '../engine.ts';
import { decodePvpState, encodePvpState } from '../state-json.ts';
import { zhajinhuaEngine as engine } from './engine.ts';
import type { ZhajinhuaState } from './state.ts';

const HANDS = 2_000;
/** Far above any real hand (20 rounds × 6 seats, plus looks): a hand that never ends fails. */
const MAX_ACTIONS = 400;

function randomStart(random: () => number): PvpStart {
  const int = (n: number) => Math.floor(random() * n);
  const deck: Card[] = Array.from({ length: 52 }, (_, i) => unshuffledDeckCard(i));
  for (let i = 51; i > 0; i--) {
    const j = int(i + 1);
    [deck[i], deck[j]] = [deck[j] as Card, deck[i] as Card];
  }
  const count = 2 + int(5);
  const seats = [0, 1, 2, 3, 4, 5]
    .sort(() => random() - 0.5)
    .slice(0, count)
    .sort((a, b) => a - b);
  const boot = BigInt(1 + int(50));
  return {
    // Half the seats near the minimum stack, so all-ins and side pots come up often.
    seats: seats.map((seat) => ({
      seat,
      stack:
        engine.minStack(boot) +
        (random() < 0.5 ? BigInt(int(Number(boot) * 5)) : BigInt(int(Number(boot) * 400))),
    })),
    button: seats[int(count)] as number,
    stake: boot,
    deck,
  };
}

/** Folds now and then, looks often, compares and shows often enough to end hands early. */
function pick(specs: readonly PvpActionSpec[], random: () => number): PvpActionSpec {
  const weight = (s: PvpActionSpec) =>
    s.type === 'fold' ? 1 : s.type === 'look' ? 3 : s.type === 'call' ? 8 : 2;
  const total = specs.reduce((sum, s) => sum + weight(s), 0);
  let r = random() * total;
  for (const spec of specs) {
    r -= weight(spec);
    if (r < 0) return spec;
  }
  return specs[specs.length - 1] as PvpActionSpec;
}

describe('zha jin hua: random legal play', () => {
  it(`ends every one of ${HANDS} hands with the chips accounted for`, () => {
    const random = mulberry32(20_240_817);
    const endings = new Map<string, number>();
    for (let hand = 0; hand < HANDS; hand++) {
      const start = randomStart(random);
      const stacks = new Map(start.seats.map((s) => [s.seat, s.stack]));
      let state: ZhajinhuaState = engine.start(start);
      let actions = 0;
      while (!engine.isOver(state)) {
        const toAct = [...engine.toAct(state)];
        if (toAct.length !== 1) throw new Error(`hand ${hand}: ${toAct.length} seats to act`);
        const [seat, specs] = toAct[0] as [number, PvpActionSpec[]];
        if (!specs.some((s) => s.type === engine.timeoutAction(state, seat).type)) {
          throw new Error(`hand ${hand}: the timeout action is not open`);
        }
        const spec = pick(specs, random);
        // Fixed sizes: sometimes the amount is left out, which means the only size.
        const amount = spec.min !== undefined && random() < 0.8 ? spec.min : undefined;
        state = engine.act(
          state,
          seat,
          amount === undefined ? { type: spec.type } : { type: spec.type, amount },
        );
        if (random() < 0.1) state = decodePvpState(encodePvpState(state));
        // Plain checks in the hot loop (an expect per action makes this test slow).
        for (const s of state.seats) {
          if (s.stack < 0n) throw new Error(`hand ${hand}: seat ${s.seat} has a negative stack`);
          if (s.stack + s.committed !== stacks.get(s.seat)) {
            throw new Error(`hand ${hand}: seat ${s.seat}'s chips do not add up`);
          }
        }
        actions += 1;
        if (actions >= MAX_ACTIONS) throw new Error(`hand ${hand} does not end`);
      }
      expect(engine.toAct(state).size).toBe(0);
      const ending = `${state.ended}${state.showdownReason ? `:${state.showdownReason}` : ''}`;
      endings.set(ending, (endings.get(ending) ?? 0) + 1);

      const rake = { bps: Math.floor(random() * 1000), cap: BigInt(Math.floor(random() * 200)) };
      const result = engine.result(state, rake);
      let committed = 0n;
      let won = 0n;
      for (const [, s] of result.seats) {
        expect(s.won >= 0n).toBe(true);
        committed += s.committed;
        won += s.won;
      }
      expect(committed).toBe(won + result.rake);
      expect(result.pots.reduce((sum, p) => sum + p.amount, 0n)).toBe(committed);
      expect(result.pots.reduce((sum, p) => sum + p.rake, 0n)).toBe(result.rake);
      expect(result.rake <= rake.cap).toBe(true);
      for (const pot of result.pots) {
        expect(pot.winners.length).toBeGreaterThan(0);
        expect(pot.winners.every((w) => pot.eligible.includes(w))).toBe(true);
      }
      for (const viewer of [null, ...start.seats.map((s) => s.seat)]) {
        expect(() => JSON.stringify(engine.view(state, viewer))).not.toThrow();
      }
    }
    // Every way a hand can end came up, but the 20 rounds (random play ends sooner: that one
    // is in showdown.test.ts).
    expect([...endings.keys()].sort()).toEqual([
      'lastStanding',
      'show',
      'showdown:allIn',
      'showdown:potCap',
    ]);
  });
});
