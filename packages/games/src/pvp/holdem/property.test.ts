import { describe, expect, it } from 'vitest';
import type { Card } from '../../tables/baccarat/cards.ts';
import { DECK_SIZE, unshuffledDeckCard } from '../../tables/cards/deck.ts';
import { mulberry32 } from '../../tables/testing/mulberry32.ts';
import type { PvpAction, PvpActionSpec, PvpRake } from '../engine.ts';
import { decodePvpState, encodePvpState } from '../state-json.ts';
import { holdemEngine as engine, type HoldemState } from './index.ts';

const HANDS = 2_000;
/** More than any hand can take: four streets of raises until stacks run out. */
const MAX_ACTIONS = 2_000;

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
/** A uniform whole number in [min, max]. */
function between(rng: Rng, min: bigint, max: bigint): bigint {
  const span = Number(max - min);
  return min + BigInt(Math.floor(rng() * (span + 1)));
}

function shuffled(rng: Rng): Card[] {
  const deck = Array.from({ length: DECK_SIZE }, (_, i) => unshuffledDeckCard(i));
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [deck[i], deck[j]] = [deck[j] as Card, deck[i] as Card];
  }
  return deck;
}

/** A random table: 2–9 seats at random seat numbers, stacks from one to 300 big blinds. */
function randomStart(rng: Rng) {
  const players = 2 + Math.floor(rng() * 8);
  const seats = [0, 1, 2, 3, 4, 5, 6, 7, 8]
    .map((seat) => ({ seat, key: rng() }))
    .sort((a, b) => a.key - b.key)
    .slice(0, players)
    .map(({ seat }) => seat)
    .sort((a, b) => a - b);
  const stake = pick(rng, [1n, 2n, 5n, 10n, 25n]);
  return {
    seats: seats.map((seat) => ({
      seat,
      // Short stacks often, so all-ins and side pots are common.
      stack: rng() < 0.3 ? stake * between(rng, 1n, 5n) : between(rng, stake, stake * 300n),
    })),
    button: pick(rng, seats),
    stake,
    deck: shuffled(rng),
  };
}

/**
 * A random open action, weighted so that hands both fold out and reach the river: folds
 * as likely as checks and calls when facing a bet, raises rarer, all-ins rarer still, and
 * most bets and raises at their minimum.
 */
function randomAction(rng: Rng, specs: readonly PvpActionSpec[]): PvpAction {
  const weight: Record<string, number> = {
    fold: 2,
    check: 4,
    call: 3,
    bet: 1,
    raise: 1,
    allin: 0.3,
  };
  const free = specs.some((s) => s.type === 'check');
  const weights = specs.map((s) => (s.type === 'fold' && free ? 0.1 : (weight[s.type] ?? 1)));
  let r = rng() * weights.reduce((a, b) => a + b, 0);
  let index = 0;
  while (index < specs.length - 1 && r >= (weights[index] as number))
    r -= weights[index++] as number;
  const spec = specs[index] as PvpActionSpec;
  if (spec.min === undefined || spec.max === undefined) return { type: spec.type };
  const amount = rng() < 0.6 ? spec.min : between(rng, spec.min, spec.max);
  return { type: spec.type, amount };
}

/**
 * The invariants of one hand played to its end, as a list of what broke (empty when all
 * hold). Plain checks rather than `expect` in the loop: tens of thousands of expects
 * would dominate the run.
 */
function playOut(rng: Rng, problems: string[]) {
  const start = randomStart(rng);
  const chips = start.seats.reduce((sum, s) => sum + s.stack, 0n);
  const fail = (what: string): undefined => {
    problems.push(`${what} in ${encodePvpState(start)}`);
  };
  let state: HoldemState = engine.start(start);
  for (let actions = 0; !engine.isOver(state); actions++) {
    if (actions >= MAX_ACTIONS) return fail('no end');
    const open = [...engine.toAct(state)];
    if (open.length !== 1) return fail(`${open.length} seats to act`);
    const [seat, specs] = open[0] as (typeof open)[number];
    const stack = state.seats.find((s) => s.seat === seat)?.stack ?? -1n;
    const timeout = engine.timeoutAction(state, seat);
    if (!specs.some((s) => s.type === timeout.type)) fail('a timeout action not open');
    const amounts = specs.filter((s) => s.min !== undefined || s.max !== undefined);
    if (amounts.some((s) => !(s.min && s.max && 0n < s.min && s.min <= s.max && s.max <= stack))) {
      fail('an amount range outside 1…stack');
    }
    state = engine.act(state, seat, rng() < 0.05 ? timeout : randomAction(rng, specs));
    if (rng() < 0.1) state = decodePvpState<HoldemState>(encodePvpState(state));
    if (state.seats.some((s) => s.stack < 0n || s.allIn !== (s.stack === 0n))) {
      fail('a stack below zero, or all-in with chips');
    }
    if (state.seats.reduce((sum, s) => sum + s.stack + s.committed, 0n) !== chips) {
      fail('chips appeared or vanished');
    }
  }
  if (engine.toAct(state).size !== 0) fail('a seat to act after the end');
  const rake: PvpRake = { bps: pick(rng, [0, 250, 500, 1000]), cap: between(rng, 0n, 50n) };
  const result = engine.result(state, rake);
  const seats = [...result.seats.values()];
  const committed = seats.reduce((sum, s) => sum + s.committed, 0n);
  const won = seats.reduce((sum, s) => sum + s.won, 0n);
  if (committed !== won + result.rake) fail('Σ committed ≠ Σ won + rake');
  if (committed !== chips - state.seats.reduce((sum, s) => sum + s.stack, 0n)) {
    fail('committed is not what left the stacks');
  }
  if (seats.some((s) => s.won < 0n)) fail('a negative win');
  if (result.rake > rake.cap) fail('rake above the cap');
  if (state.boardShown === 0 && result.rake !== 0n) fail('rake with no flop');
  const potsRake = result.pots.reduce((sum, p) => sum + p.rake, 0n);
  if (potsRake !== result.rake) fail("the pots' rake is not the hand's");
  if (
    result.pots.some((p) => !p.winners.length || p.winners.some((w) => !p.eligible.includes(w)))
  ) {
    fail('a pot without winners, or won by a seat not eligible');
  }
  const shown = state.street === 'showdown' ? state.seats.filter((s) => !s.folded).length : 0;
  if (result.hands.size !== shown) fail('hands shown that were not at the showdown');
  return { street: state.street, pots: result.pots.length };
}

describe(`${HANDS} random hands with random legal actions`, () => {
  it('always end, never go below zero, and Σ committed = Σ won + rake', () => {
    const rng = mulberry32(0x5eed_4017);
    const problems: string[] = [];
    const endings = { showdown: 0, over: 0, sidePots: 0 };
    for (let hand = 0; hand < HANDS; hand++) {
      const end = playOut(rng, problems);
      if (!end) continue;
      if (end.street === 'showdown') endings.showdown++;
      if (end.street === 'over') endings.over++;
      if (end.pots > 1) endings.sidePots++;
    }
    expect(problems.slice(0, 5)).toEqual([]);
    // The random play reaches both endings, and side pots, often enough to mean something.
    expect(endings.showdown).toBeGreaterThan(HANDS / 10);
    expect(endings.over).toBeGreaterThan(HANDS / 10);
    expect(endings.sidePots).toBeGreaterThan(HANDS / 20);
  }, 60_000);
});
