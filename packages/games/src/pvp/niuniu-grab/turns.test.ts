import { describe, expect, it } from 'vitest';
import { decodePvpState, encodePvpState } from '../state-json.ts';
import { niuniuGrabEngine as engine, type NiuniuGrabState } from './index.ts';
import { playHand, ruleCode, testStart } from './test-table.ts';

const table = { seats: { 0: 5000n, 2: 5000n, 4: 5000n }, button: 4, stake: 10n };
const start = () => engine.start(testStart(table));
/** Seat 2 grabs 3 alone: it banks, seats 0 and 4 bet. */
const betting = () => playHand(engine, start(), { 0: 1, 2: 3, 4: 0 });

const specs = (state: NiuniuGrabState) =>
  [...engine.toAct(state)].map(([seat, list]) => [seat, list.map((s) => [s.type, s.min, s.max])]);
const grabSpec = [['grab', 0n, 4n]];
const betSpecs = [
  ['bet', 1n, 1n],
  ['bet', 2n, 2n],
  ['bet', 3n, 3n],
  ['bet', 5n, 5n],
];

describe('turns', () => {
  it('asks every seat at once to grab 0–4, then every seat but the banker to bet 1, 2, 3 or 5', () => {
    const state = start();
    expect(specs(state)).toEqual([
      [0, grabSpec],
      [2, grabSpec],
      [4, grabSpec],
    ]);
    const once = engine.act(state, 4, { type: 'grab', amount: 4n });
    expect([...engine.toAct(once).keys()]).toEqual([0, 2]);
    const bets = playHand(engine, state, { 0: 1, 2: 3, 4: 0 });
    expect(specs(bets)).toEqual([
      [0, betSpecs],
      [4, betSpecs],
    ]);
    const one = engine.act(bets, 4, { type: 'bet', amount: 5n });
    expect([one.phase, [...engine.toAct(one).keys()]]).toEqual(['bet', [0]]);
    const done = engine.act(one, 0, { type: 'bet', amount: 2n });
    expect([done.phase, engine.isOver(done), engine.toAct(done).size]).toEqual(['reveal', true, 0]);
    expect(done.seats.map((s) => [s.seat, s.grab, s.bet])).toEqual([
      [0, 1, 2],
      [2, 3, null],
      [4, 0, 5],
    ]);
  });

  it('never changes the state it is given', () => {
    const state = start();
    const before = encodePvpState(state);
    engine.act(state, 0, { type: 'grab', amount: 2n });
    playHand(engine, state, { 0: 1, 2: 3, 4: 0 }, { 0: 1, 4: 1 });
    expect(encodePvpState(state)).toBe(before);
  });
});

describe('rule errors', () => {
  it('refuses a second grab, a grab in the bets and anything after the reveal', () => {
    const once = engine.act(start(), 0, { type: 'grab', amount: 2n });
    expect(ruleCode(() => engine.act(once, 0, { type: 'grab', amount: 3n }))).toBe('OUT_OF_TURN');
    expect(ruleCode(() => engine.act(betting(), 0, { type: 'grab', amount: 1n }))).toBe(
      'ILLEGAL_ACTION',
    );
    const over = playHand(engine, betting(), {}, { 0: 1, 4: 1 });
    expect(ruleCode(() => engine.act(over, 0, { type: 'bet', amount: 1n }))).toBe('OUT_OF_TURN');
  });

  it('refuses a bet by the banker, a second bet and a bet before the grabs end', () => {
    expect(ruleCode(() => engine.act(betting(), 2, { type: 'bet', amount: 1n }))).toBe(
      'OUT_OF_TURN',
    );
    const once = engine.act(betting(), 0, { type: 'bet', amount: 3n });
    expect(ruleCode(() => engine.act(once, 0, { type: 'bet', amount: 2n }))).toBe('OUT_OF_TURN');
    const grabbing = engine.act(start(), 0, { type: 'grab', amount: 1n });
    expect(ruleCode(() => engine.act(grabbing, 2, { type: 'bet', amount: 1n }))).toBe(
      'ILLEGAL_ACTION',
    );
  });

  it('refuses seats not dealt in and actions niu niu does not have', () => {
    expect(ruleCode(() => engine.act(start(), 1, { type: 'grab', amount: 1n }))).toBe(
      'OUT_OF_TURN',
    );
    expect(ruleCode(() => engine.act(start(), 9, { type: 'grab', amount: 1n }))).toBe(
      'OUT_OF_TURN',
    );
    expect(ruleCode(() => engine.act(start(), 0, { type: 'fold' }))).toBe('ILLEGAL_ACTION');
    expect(ruleCode(() => engine.act(betting(), 0, { type: 'call', amount: 1n }))).toBe(
      'ILLEGAL_ACTION',
    );
  });

  it('refuses multiples outside 0–4 for a grab and outside 1, 2, 3, 5 for a bet', () => {
    for (const amount of [-1n, 5n, 10n, undefined]) {
      expect(ruleCode(() => engine.act(start(), 0, { type: 'grab', amount }))).toBe('BAD_AMOUNT');
    }
    for (const amount of [0n, 4n, 6n, -1n, undefined]) {
      expect(ruleCode(() => engine.act(betting(), 0, { type: 'bet', amount }))).toBe('BAD_AMOUNT');
    }
    // A number is not a bigint: refused rather than read.
    const sneaky = { type: 'grab', amount: 2 as unknown as bigint };
    expect(ruleCode(() => engine.act(start(), 0, sneaky))).toBe('BAD_AMOUNT');
  });
});

describe('timeouts', () => {
  it('grabs 0 and bets 1, the lowest, and always for a seat that is in toAct', () => {
    let state = start();
    expect(engine.timeoutAction(state, 2)).toEqual({ type: 'grab', amount: 0n });
    for (const seat of engine.toAct(state).keys()) {
      state = engine.act(state, seat, engine.timeoutAction(state, seat));
    }
    // Everyone timed out: all grabbed 0, a draw picks the banker at 1×.
    expect([state.phase, state.bankerMultiple, state.draw?.tied]).toEqual(['bet', 1, [0, 2, 4]]);
    const player = [...engine.toAct(state).keys()][0] as number;
    expect(engine.timeoutAction(state, player)).toEqual({ type: 'bet', amount: 1n });
    while (!engine.isOver(state)) {
      const [seat] = engine.toAct(state).keys();
      state = engine.act(state, seat as number, engine.timeoutAction(state, seat as number));
    }
    expect(state.seats.filter((s) => s.seat !== state.banker).map((s) => s.bet)).toEqual([1, 1]);
  });

  it('has no timeout for a seat with nothing to choose', () => {
    const state = betting();
    expect(ruleCode(() => engine.timeoutAction(state, 2))).toBe('OUT_OF_TURN');
    expect(ruleCode(() => engine.timeoutAction(state, 1))).toBe('OUT_OF_TURN');
  });
});

describe('the state as JSON', () => {
  it('round-trips mid-hand and plays on to the same result', () => {
    const rake = { bps: 250, cap: 100n };
    const grabbing = engine.act(start(), 4, { type: 'grab', amount: 2n });
    for (const state of [
      start(),
      grabbing,
      betting(),
      engine.act(betting(), 0, { type: 'bet', amount: 5n }),
    ]) {
      const copy = decodePvpState<NiuniuGrabState>(encodePvpState(state));
      expect(copy).toEqual(state);
      const finish = (s: NiuniuGrabState) => {
        let next = s;
        while (!engine.isOver(next)) {
          const [seat] = engine.toAct(next).keys();
          const type = next.phase === 'grab' ? 'grab' : 'bet';
          next = engine.act(next, seat as number, { type, amount: 3n });
        }
        return next;
      };
      expect(engine.result(finish(copy), rake)).toEqual(engine.result(finish(state), rake));
      expect(engine.view(copy, 0)).toEqual(engine.view(state, 0));
    }
  });
});
