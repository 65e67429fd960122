import { describe, expect, it } from 'vitest';
import { type PvpAction, PvpRuleError, type PvpRuleErrorCode } from '../engine.ts';
import { holdemEngine as engine } from './engine.ts';
import type { HoldemState } from './state.ts';
import { anyHoles, play, startHand, turn } from './test-hands.ts';

function rejects(state: HoldemState, seat: number, action: PvpAction, code: PvpRuleErrorCode) {
  let error: unknown;
  try {
    engine.act(state, seat, action);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(PvpRuleError);
  expect([action, (error as PvpRuleError).code]).toEqual([action, code]);
}

/** Four seats 0–3, the button on 3: small blind 0, big blind 1, first to act 2. */
const four = (stacks: [bigint, bigint, bigint, bigint] = [1000n, 1000n, 1000n, 1000n]) =>
  startHand({
    stacks: { 0: stacks[0], 1: stacks[1], 2: stacks[2], 3: stacks[3] },
    button: 3,
    holeCards: anyHoles(4),
  });

const typesOf = (state: HoldemState) => turn(state).specs.map((s) => s.type);

describe('raising', () => {
  it('a raise is at least the last full raise, the big blind before any', () => {
    let state = four();
    rejects(state, 2, { type: 'raise', amount: 19n }, 'BAD_AMOUNT');
    state = engine.act(state, 2, { type: 'raise', amount: 50n }); // to 50: a raise of 40
    expect(turn(state).specs[2]).toEqual({ type: 'raise', min: 90n, max: 1000n });
    rejects(state, 3, { type: 'raise', amount: 89n }, 'BAD_AMOUNT');
    state = engine.act(state, 3, { type: 'raise', amount: 90n }); // to 90
    // The small blind has 5 in: to 130 at least.
    expect(turn(state)).toMatchObject({ seat: 0, specs: [{}, {}, { min: 125n, max: 995n }, {}] });
    state = engine.act(state, 0, { type: 'raise', amount: 295n }); // to 300: a raise of 210
    expect(turn(state).specs[1]).toEqual({ type: 'call', min: 290n, max: 290n });
    expect(turn(state).specs[2]).toEqual({ type: 'raise', min: 500n, max: 990n });
  });

  it('after the flop the first bet is at least the big blind; a stack short of it goes all-in', () => {
    let state = four([1000n, 1000n, 1000n, 15n]);
    state = play(state, [2, 'call'], [3, 'call'], [0, 'call'], [1, 'check']);
    expect(state.street).toBe('flop');
    expect(turn(state).specs).toEqual([
      { type: 'fold' },
      { type: 'check' },
      { type: 'bet', min: 10n, max: 990n },
      { type: 'allin', min: 990n, max: 990n },
    ]);
    state = play(state, [0, 'check'], [1, 'check'], [2, 'check']);
    expect(turn(state)).toEqual({
      seat: 3,
      specs: [{ type: 'fold' }, { type: 'check' }, { type: 'allin', min: 5n, max: 5n }],
    });
    rejects(state, 3, { type: 'bet', amount: 5n }, 'ILLEGAL_ACTION');
  });

  it('the big blind keeps its option when everyone calls', () => {
    const state = play(four(), [2, 'call'], [3, 'call'], [0, 'call']);
    expect(turn(state).seat).toBe(1);
    expect(typesOf(state)).toEqual(['fold', 'check', 'raise', 'allin']);
    const raised = engine.act(state, 1, { type: 'raise', amount: 10n });
    expect(raised.street).toBe('preflop');
    expect(turn(raised)).toMatchObject({ seat: 2, specs: [{}, { min: 10n }, { min: 20n }, {}] });
  });
});

describe('a short all-in does not reopen the betting', () => {
  /** Seats 0–2, button 2; everyone limps; on the flop seat 0 bets 100 and seat 1 (150 left) is all-in. */
  const shortAllIn = () => {
    const state = startHand({
      stacks: { 0: 1000n, 1: 160n, 2: 1000n },
      button: 2,
      holeCards: anyHoles(3),
    });
    return play(
      state,
      [2, 'call'],
      [0, 'call'],
      [1, 'check'],
      [0, 'bet', 100n],
      [1, 'allin'], // to 150: 50 more, half a raise
    );
  };

  it('a seat yet to act may still raise, by the last full raise over the all-in', () => {
    const state = shortAllIn();
    expect(turn(state)).toEqual({
      seat: 2,
      specs: [
        { type: 'fold' },
        { type: 'call', min: 150n, max: 150n },
        { type: 'raise', min: 250n, max: 990n },
        { type: 'allin', min: 990n, max: 990n },
      ],
    });
  });

  it('the bettor, facing only the short raise, may call or fold', () => {
    const state = play(shortAllIn(), [2, 'call']);
    expect(turn(state)).toEqual({
      seat: 0,
      specs: [{ type: 'fold' }, { type: 'call', min: 50n, max: 50n }],
    });
    rejects(state, 0, { type: 'raise', amount: 200n }, 'ILLEGAL_ACTION');
    rejects(state, 0, { type: 'allin' }, 'ILLEGAL_ACTION');
    const called = engine.act(state, 0, { type: 'call' });
    expect(called.street).toBe('turn');
  });

  it('a full raise behind it reopens the betting', () => {
    const state = play(shortAllIn(), [2, 'raise', 250n]);
    expect(turn(state)).toEqual({
      seat: 0,
      specs: [
        { type: 'fold' },
        { type: 'call', min: 150n, max: 150n },
        { type: 'raise', min: 250n, max: 890n },
        { type: 'allin', min: 890n, max: 890n },
      ],
    });
  });

  it('short all-ins that add up to a full raise reopen it', () => {
    let state = four([1000n, 160n, 220n, 1000n]);
    state = play(state, [2, 'call'], [3, 'call'], [0, 'call'], [1, 'check']);
    state = play(state, [0, 'bet', 100n], [1, 'allin'], [2, 'allin'], [3, 'call']);
    expect(state.currentBet).toBe(210n);
    expect(turn(state)).toMatchObject({ seat: 0, specs: [{}, { min: 110n }, { min: 210n }, {}] });
  });

  it('nobody may raise when everyone else is all-in', () => {
    const state = startHand({ stacks: { 0: 1000n, 1: 200n }, button: 0, holeCards: anyHoles(2) });
    const after = engine.act(state, 0, { type: 'raise', amount: 95n }); // to 100
    const shoved = engine.act(after, 1, { type: 'allin' }); // to 200
    expect(turn(shoved)).toEqual({
      seat: 0,
      specs: [{ type: 'fold' }, { type: 'call', min: 100n, max: 100n }],
    });
    const called = engine.act(shoved, 0, { type: 'call' });
    expect(called.street).toBe('showdown');
  });
});

describe('rule errors', () => {
  it('refuses a seat out of turn, or not dealt in', () => {
    const state = four();
    rejects(state, 3, { type: 'fold' }, 'OUT_OF_TURN');
    rejects(state, 7, { type: 'fold' }, 'OUT_OF_TURN');
    const over = play(state, [2, 'fold'], [3, 'fold'], [0, 'fold']);
    expect(over.street).toBe('over');
    rejects(over, 1, { type: 'check' }, 'OUT_OF_TURN');
  });

  it('refuses actions not open now', () => {
    const state = four();
    rejects(state, 2, { type: 'check' }, 'ILLEGAL_ACTION'); // facing the big blind
    rejects(state, 2, { type: 'bet', amount: 20n }, 'ILLEGAL_ACTION'); // it is a raise
    rejects(state, 2, { type: 'dance' }, 'ILLEGAL_ACTION');
    rejects(state, 2, { type: '__proto__' }, 'ILLEGAL_ACTION');
    const flop = play(state, [2, 'call'], [3, 'call'], [0, 'call'], [1, 'check']);
    rejects(flop, 0, { type: 'call' }, 'ILLEGAL_ACTION'); // nothing to call
    rejects(flop, 0, { type: 'raise', amount: 20n }, 'ILLEGAL_ACTION'); // nothing to raise
  });

  it('refuses amounts out of range, above the stack, missing or misplaced', () => {
    const state = four([1000n, 1000n, 300n, 1000n]);
    rejects(state, 2, { type: 'raise', amount: 301n }, 'BAD_AMOUNT');
    rejects(state, 2, { type: 'raise' }, 'BAD_AMOUNT');
    rejects(state, 2, { type: 'raise', amount: -20n }, 'BAD_AMOUNT');
    rejects(state, 2, { type: 'raise', amount: 20 as unknown as bigint }, 'BAD_AMOUNT');
    rejects(state, 2, { type: 'call', amount: 11n }, 'BAD_AMOUNT');
    rejects(state, 2, { type: 'allin', amount: 299n }, 'BAD_AMOUNT');
    rejects(state, 2, { type: 'fold', amount: 5n }, 'BAD_AMOUNT');
    expect(engine.act(state, 2, { type: 'call', amount: 10n }).seats[2]?.committed).toBe(10n);
    expect(engine.act(state, 2, { type: 'raise', amount: 300n }).seats[2]?.allIn).toBe(true);
  });

  it('never changes the state it is given', () => {
    const state = four();
    const before = structuredClone(state);
    engine.act(state, 2, { type: 'raise', amount: 50n });
    expect(state).toEqual(before);
  });
});

describe('folding', () => {
  it('is always open, even when a check is free (unwise, not illegal)', () => {
    const flop = play(four(), [2, 'call'], [3, 'call'], [0, 'call'], [1, 'check']);
    expect(typesOf(flop)).toContain('fold');
    const folded = engine.act(flop, 0, { type: 'fold' });
    expect(folded.seats[0]?.folded).toBe(true);
    expect(turn(folded).seat).toBe(1);
  });
});

describe('timeouts', () => {
  it('check when free, else fold; always one of the open actions', () => {
    let state = four();
    expect(engine.timeoutAction(state, 2)).toEqual({ type: 'fold' });
    state = play(state, [2, 'call'], [3, 'call'], [0, 'call']);
    expect(engine.timeoutAction(state, 1)).toEqual({ type: 'check' });
    state = engine.act(state, 1, engine.timeoutAction(state, 1));
    expect(state.street).toBe('flop');
    state = engine.act(state, 0, { type: 'bet', amount: 10n });
    expect(engine.timeoutAction(state, 1)).toEqual({ type: 'fold' });
    state = engine.act(state, 1, engine.timeoutAction(state, 1));
    expect(state.seats[1]?.folded).toBe(true);
  });
});
