import { describe, expect, it } from 'vitest';
import type { Card } from '../../tables/baccarat/cards.ts';
import { unshuffledDeckCard } from '../../tables/cards/deck.ts';
import { mulberry32 } from '../../tables/testing/mulberry32.ts';
import type { PvpAction, PvpStart } from '../engine.ts';
import { decodePvpState, encodePvpState } from '../state-json.ts';
import { mahjongEngine as engine, isWinningHand, type MahjongState } from './index.ts';
import { startMahjong } from './start.ts';
import { seatOf, tileCount } from './state.ts';
import { countsOf, rankOf, suitOf, type Tile, tileIndex, unshuffledTile } from './tiles.ts';

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/** A random table: stakes 1–50, stacks from 1 chip to well over minStack (a third short). */
function randomStart(random: () => number): PvpStart {
  const stake = BigInt(1 + Math.floor(random() * 50));
  const min = engine.minStack(stake);
  return {
    seats: [0, 1, 2, 3].map((seat) => {
      const top = random() < 0.33 ? min / 4n : min * 4n;
      return { seat, stack: 1n + BigInt(Math.floor(random() * Number(top))) };
    }),
    button: Math.floor(random() * 4),
    stake,
    deck: shuffle(
      Array.from({ length: 52 }, (_, i) => unshuffledDeckCard(i)),
      random,
    ) as Card[],
  };
}

/** How much a tile helps its hand: copies held and suited neighbours. The least goes. */
function keepScore(counts: readonly number[], tile: Tile): number {
  const i = tileIndex(tile);
  let score = 3 * ((counts[i] as number) - 1);
  if (suitOf(tile) === null) return score;
  const rank = rankOf(tile);
  for (const [step, worth] of [
    [-2, 1],
    [-1, 2],
    [1, 2],
    [2, 1],
  ] as const) {
    if (rank + step >= 1 && rank + step <= 9) score += worth * (counts[i + step] as number);
  }
  return score;
}

/** A random legal action, leaning towards wins and a sensible discard so hands get won. */
function chooseAction(state: MahjongState, seat: number, random: () => number): PvpAction {
  if (random() < 0.05) return engine.timeoutAction(state, seat);
  const types = (engine.toAct(state).get(seat) ?? []).map((s) => s.type);
  const pick = (list: string[]) => list[Math.floor(random() * list.length)] as string;
  if (types.includes('hu') && random() < 0.95) return { type: 'hu' };
  const rest = types.filter((t) => t !== 'hu');
  if (state.phase === 'claim') return { type: random() < 0.5 ? 'pass' : pick(rest) };
  const kongs = rest.filter((t) => t.startsWith('kong:'));
  if (kongs.length > 0 && random() < 0.7) return { type: pick(kongs) };
  const discards = rest.filter((t) => t.startsWith('discard:'));
  if (random() < 0.2) return { type: pick(discards) };
  const counts = countsOf(seatOf(state, seat).concealed);
  const score = (t: string) => keepScore(counts, t.slice('discard:'.length) as Tile);
  return { type: discards.reduce((a, b) => (score(b) < score(a) ? b : a)) };
}

describe('500 random hands', () => {
  it('all end, keep every tile, balance to the chip and never take more than a seat holds', {
    timeout: 60_000,
  }, () => {
    const random = mulberry32(20_250_131);
    const tally = { selfDrawn: 0, discardWins: 0, draws: 0, kongs: 0, capped: 0, claims: 0 };
    for (let hand = 0; hand < 500; hand++) {
      const start = randomStart(random);
      // Half the hands from the deck (as the server deals), half from a random wall.
      const wall = shuffle(
        Array.from({ length: 136 }, (_, p) => unshuffledTile(p)),
        random,
      );
      let state = hand % 2 === 0 ? engine.start(start) : startMahjong(start, wall);
      let actions = 0;
      while (!engine.isOver(state)) {
        const toAct = [...engine.toAct(state).keys()];
        // A hand has at most 83 draws, each with a discard and three claims, and kongs.
        if (toAct.length === 0 || actions++ > 500) throw new Error(`hand ${hand} is stuck`);
        const seat = toAct[Math.floor(random() * toAct.length)] as number;
        const action = chooseAction(state, seat, random);
        if (action.type.startsWith('kong')) tally.kongs++;
        if (['pong', 'kong'].includes(action.type) || action.type.startsWith('chow'))
          tally.claims++;
        state = engine.act(state, seat, action);
        // Plain checks here (expect is slow in a loop of ~75,000 actions).
        if (tileCount(state) !== 136) throw new Error(`hand ${hand}: tiles lost`);
        for (const s of state.seats) {
          const drawn = state.phase === 'turn' && s.seat === state.turn ? 1 : 0;
          const winner = state.phase === 'over' && state.win?.seat === s.seat ? 1 : 0;
          if (s.concealed.length !== 13 - 3 * s.melds.length + drawn + winner) {
            throw new Error(`hand ${hand}: seat ${s.seat} holds ${s.concealed.length} tiles`);
          }
        }
        if (random() < 0.02) state = decodePvpState<MahjongState>(encodePvpState(state));
      }
      const { win } = state;
      if (win === null) tally.draws++;
      else if (win.from === null) tally.selfDrawn++;
      else tally.discardWins++;
      if (win) {
        const winner = seatOf(state, win.seat);
        expect(isWinningHand(winner.concealed, winner.melds)).toBe(true);
        expect(win.amount).toBe(state.stake * 2n ** BigInt(win.fan));
      }

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
        expect(money.committed).toBeLessThanOrEqual(stack);
        expect(stack + money.won - money.committed).toBeGreaterThanOrEqual(0n);
      }
      expect(committed).toBe(won + result.rake);
      expect(result.pots.reduce((sum, p) => sum + p.rake, 0n)).toBe(result.rake);
      expect(result.rake).toBeLessThanOrEqual(rake.cap);
      expect(result.pots).toHaveLength(win === null ? 0 : win.from === null ? 3 : 1);
      for (const pot of result.pots) {
        if (win && pot.amount < win.amount) tally.capped++;
        expect(pot.winners).toEqual([win?.seat]);
      }
    }
    // The random play reaches every ending and the stack cap often enough to be exercised.
    expect(tally.selfDrawn).toBeGreaterThan(20);
    expect(tally.discardWins).toBeGreaterThan(20);
    expect(tally.draws).toBeGreaterThan(20);
    expect(tally.kongs).toBeGreaterThan(20);
    expect(tally.capped).toBeGreaterThan(5);
    expect(tally.claims).toBeGreaterThan(200);
  });
});
