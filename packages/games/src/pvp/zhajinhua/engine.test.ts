import { describe, expect, it } from 'vitest';
import { cardLabel } from '../../tables/cards/deck.ts';
import { type PvpAction, PvpRuleError } from '../engine.ts';
import { decodePvpState, encodePvpState } from '../state-json.ts';
import { zhajinhuaEngine as engine } from './engine.ts';
import type { ZhajinhuaState } from './state.ts';
import { arrangedStart } from './test-deck.ts';

type Step = [seat: number, type: string, amount?: bigint];

function play(state: ZhajinhuaState, steps: readonly Step[]): ZhajinhuaState {
  return steps.reduce(
    (s, [seat, type, amount]) =>
      engine.act(s, seat, amount === undefined ? { type } : { type, amount }),
    state,
  );
}

function ruleError(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof PvpRuleError) return error.code;
    throw error;
  }
  return 'no error';
}

const specs = (state: ZhajinhuaState) =>
  [...engine.toAct(state)].map(([seat, list]) => [
    seat,
    list.map((s) => (s.min === undefined ? s.type : `${s.type} ${s.min}-${s.max}`)),
  ]);

type SeatView = { seat: number; cards: string[] | null; blind: boolean; committed: string };
const seatsSeen = (state: ZhajinhuaState, viewer: number | null) =>
  (engine.view(state, viewer).seats as SeatView[]).map((s) => [s.seat, s.cards]);

// Seats 0, 2, 4 with the button on 2: acting order 4, 0, 2.
const HANDS = { 4: 'AS AH AD', 0: 'KS QS JS', 2: '5C 3D 2H' };
const three = () => engine.start(arrangedStart({ 0: 1000n, 2: 1000n, 4: 1000n }, 2, 10n, HANDS));

describe('zha jin hua: the deal', () => {
  it('posts the boots, deals one card at a time from the button’s left, everyone blind', () => {
    const start = arrangedStart({ 0: 1000n, 2: 1000n, 4: 1000n }, 2, 10n, HANDS);
    expect(start.deck.slice(0, 9).map(cardLabel).join(' ')).toBe('AS KS 5C AH QS 3D AD JS 2H');
    const state = engine.start(start);
    expect(state.seats.map((s) => [s.seat, s.stack, s.committed, s.seen])).toEqual([
      [4, 990n, 10n, false],
      [0, 990n, 10n, false],
      [2, 990n, 10n, false],
    ]);
    expect(state.seats.map((s) => s.cards.map(cardLabel).join(' '))).toEqual([
      HANDS[4],
      HANDS[0],
      HANDS[2],
    ]);
    expect([state.turn, state.stake, state.round]).toEqual([4, 10n, 1]);
    expect(specs(state)).toEqual([[4, ['look', 'fold', 'call 10-10', 'raise 20-20']]]);
    expect(engine.minStack(10n)).toBe(100n);
    expect(engine.isOver(state)).toBe(false);
  });

  it('keeps the cards face down until their owner looks', () => {
    const state = three();
    expect(seatsSeen(state, 4)).toEqual([
      [4, null],
      [0, null],
      [2, null],
    ]);
    const view = engine.view(state, 4);
    expect(view).toMatchObject({ stake: '10', pot: '30', turn: 4, round: 1, you: 4 });
    expect((view.seats as { cardCount: number }[])[0]?.cardCount).toBe(3);
    expect(view.actions).toEqual([
      { type: 'look' },
      { type: 'fold' },
      { type: 'call', min: '10', max: '10' },
      { type: 'raise', min: '20', max: '20' },
    ]);
    expect(engine.view(state, 0).actions).toEqual([]);
    expect(engine.view(state, 1)).toMatchObject({ you: null, actions: [] }); // not dealt in
    const looked = play(state, [[4, 'look']]);
    expect(seatsSeen(looked, 4)).toEqual([
      [4, ['AS', 'AH', 'AD']],
      [0, null],
      [2, null],
    ]);
    expect(seatsSeen(looked, 0)).toEqual([
      [4, null],
      [0, null],
      [2, null],
    ]);
    expect(looked.turn).toBe(4); // looking does not end the turn
    expect(specs(looked)).toEqual([[4, ['fold', 'call 20-20', 'raise 40-40']]]);
  });
});

describe('zha jin hua: betting', () => {
  // Round 1: 4 calls blind (10), 0 looks and raises seen (40: S 10 → 20), 2 calls blind (20).
  const round1: Step[] = [
    [4, 'call', 10n],
    [0, 'look'],
    [0, 'raise', 40n],
    [2, 'call', 20n],
  ];

  it('charges S blind and 2S seen, and a raise doubles S', () => {
    const state = play(three(), round1);
    expect(state.seats.map((s) => [s.seat, s.committed, s.stack])).toEqual([
      [4, 20n, 980n],
      [0, 50n, 950n],
      [2, 30n, 970n],
    ]);
    expect([state.stake, state.turn, state.round]).toEqual([20n, 4, 2]);
    // Round 2: compares open, at the call price.
    expect(specs(state)).toEqual([
      [4, ['look', 'fold', 'call 20-20', 'raise 40-40', 'compare:0 20-20', 'compare:2 20-20']],
    ]);
    expect(engine.view(state, null)).toMatchObject({ pot: '100', stake: '20', round: 2 });
  });

  it('folds the loser of a compare and shows the two hands to the two only', () => {
    // 4's trail against 2's mixed 2-3-5: the 2-3-5 wins.
    const state = play(three(), [...round1, [4, 'compare:2', 20n]]);
    const s4 = state.seats[0];
    expect([s4?.out, s4?.committed, s4?.seen]).toEqual(['compare', 40n, true]);
    expect(state.seats[2]?.seen).toBe(true); // the target saw its cards in the compare
    expect(state.compares).toEqual([{ by: 4, target: 2, loser: 4 }]);
    expect(state.turn).toBe(0);
    expect(seatsSeen(state, 4)).toEqual([
      [4, ['AS', 'AH', 'AD']],
      [0, null],
      [2, ['5C', '3D', '2H']],
    ]);
    expect(seatsSeen(state, 2)).toEqual(seatsSeen(state, 4));
    expect(seatsSeen(state, 0)).toEqual([
      [4, null],
      [0, ['KS', 'QS', 'JS']],
      [2, null],
    ]);
    expect(seatsSeen(state, null)).toEqual([
      [4, null],
      [0, null],
      [2, null],
    ]);
    // Two left: a show at the call price, no more compares.
    expect(specs(state)).toEqual([[0, ['fold', 'call 40-40', 'raise 80-80', 'show 40-40']]]);
  });

  it('ends with a show of the last two: both hands to everyone', () => {
    const state = play(three(), [...round1, [4, 'compare:2', 20n], [0, 'show', 40n]]);
    expect(engine.isOver(state)).toBe(true);
    expect([state.ended, state.turn]).toEqual(['show', null]);
    expect(engine.toAct(state).size).toBe(0);
    expect(seatsSeen(state, null)).toEqual([
      [4, null],
      [0, ['KS', 'QS', 'JS']],
      [2, ['5C', '3D', '2H']],
    ]);
    const result = engine.result(state, { bps: 0, cap: 0n });
    expect([...result.seats]).toEqual([
      [4, { committed: 40n, won: 0n }],
      [0, { committed: 90n, won: 160n }],
      [2, { committed: 30n, won: 0n }],
    ]);
    expect(result.pots).toEqual([{ amount: 160n, rake: 0n, eligible: [0], winners: [0] }]);
    expect(Object.fromEntries(result.hands)).toEqual({
      4: { cards: ['AS', 'AH', 'AD'], category: 'trail' },
      0: { cards: ['KS', 'QS', 'JS'], category: 'straightFlush' },
      2: { cards: ['5C', '3D', '2H'], category: 'highCard' },
    });
  });

  it('loses a tied compare or show for the seat that asked', () => {
    const tied = { 0: 'KC QD 9H', 1: 'KS QH 9D', 2: '7C 7D 4H' };
    const start = engine.start(arrangedStart({ 0: 500n, 1: 500n, 2: 500n }, 2, 10n, tied));
    const calls: Step[] = [
      [0, 'call'],
      [1, 'call'],
      [2, 'call'],
    ];
    const compared = play(start, [...calls, [0, 'compare:1']]);
    expect(compared.compares).toEqual([{ by: 0, target: 1, loser: 0 }]);
    const folded = play(start, [...calls, [0, 'fold'], [1, 'call'], [2, 'fold']]);
    expect(folded.ended).toBe('lastStanding');
    const two = play(start, [...calls, [0, 'call'], [1, 'compare:2']]);
    expect(two.compares).toEqual([{ by: 1, target: 2, loser: 1 }]); // a pair beats K high
    const showTie = engine.start(
      arrangedStart({ 0: 500n, 1: 500n }, 1, 10n, { 0: 'KC QD 9H', 1: 'KS QH 9D' }),
    );
    const ended = play(showTie, [
      [0, 'call'],
      [1, 'call'],
      [0, 'show'],
    ]);
    expect(ended.seats.map((s) => [s.seat, s.out])).toEqual([
      [0, 'show'],
      [1, null],
    ]);
  });

  it('gives the pot, raked, to the last seat in when everyone else folds', () => {
    const state = play(three(), [
      [4, 'fold'],
      [0, 'fold'],
    ]);
    expect([state.ended, engine.isOver(state)]).toEqual(['lastStanding', true]);
    const result = engine.result(state, { bps: 500, cap: 100n });
    // 5% of 30 is 1.5: rounded down.
    expect(result.pots).toEqual([{ amount: 30n, rake: 1n, eligible: [2], winners: [2] }]);
    expect(result.seats.get(2)).toEqual({ committed: 10n, won: 29n });
    expect(result.hands.size).toBe(0);
  });

  it('folds on a timeout, and never looks', () => {
    const state = three();
    expect(engine.timeoutAction(state, 4)).toEqual({ type: 'fold' });
    expect(engine.act(state, 4, engine.timeoutAction(state, 4)).seats[0]?.out).toBe('fold');
  });
});

describe('zha jin hua: rule errors', () => {
  const state = three();
  const act = (s: ZhajinhuaState, seat: number, action: PvpAction) => () =>
    engine.act(s, seat, action);

  it('answers OUT_OF_TURN, ILLEGAL_ACTION and BAD_AMOUNT', () => {
    expect(ruleError(act(state, 0, { type: 'call' }))).toBe('OUT_OF_TURN');
    expect(ruleError(act(state, 1, { type: 'fold' }))).toBe('OUT_OF_TURN'); // not dealt in
    const seen = play(state, [[4, 'look']]);
    expect(ruleError(act(seen, 4, { type: 'look' }))).toBe('ILLEGAL_ACTION');
    expect(ruleError(act(state, 4, { type: 'compare:0' }))).toBe('ILLEGAL_ACTION'); // round 1
    expect(ruleError(act(state, 4, { type: 'check' }))).toBe('ILLEGAL_ACTION');
    expect(ruleError(act(state, 4, { type: 'allin' }))).toBe('ILLEGAL_ACTION'); // can call
    expect(ruleError(act(state, 4, { type: 'call', amount: 11n }))).toBe('BAD_AMOUNT');
    expect(ruleError(act(state, 4, { type: 'call', amount: 9n }))).toBe('BAD_AMOUNT');
    expect(ruleError(act(state, 4, { type: 'raise', amount: 30n }))).toBe('BAD_AMOUNT');
    expect(ruleError(act(state, 4, { type: 'fold', amount: 5n }))).toBe('BAD_AMOUNT');
    const round2 = play(state, [
      [4, 'call'],
      [0, 'call'],
      [2, 'call'],
    ]);
    expect(ruleError(act(round2, 4, { type: 'show' }))).toBe('ILLEGAL_ACTION'); // three in
    expect(ruleError(act(round2, 4, { type: 'compare:4' }))).toBe('ILLEGAL_ACTION'); // itself
    expect(ruleError(act(round2, 4, { type: 'compare:1' }))).toBe('ILLEGAL_ACTION');
    expect(ruleError(act(round2, 4, { type: 'compare:02' }))).toBe('ILLEGAL_ACTION');
    const over = play(state, [
      [4, 'fold'],
      [0, 'fold'],
    ]);
    expect(ruleError(act(over, 2, { type: 'fold' }))).toBe('OUT_OF_TURN');
    expect(() => engine.result(state, { bps: 0, cap: 0n })).toThrow();
  });

  it('never changes the state it is given', () => {
    const before = encodePvpState(state);
    play(state, [
      [4, 'look'],
      [4, 'raise'],
      [0, 'fold'],
    ]);
    expect(encodePvpState(state)).toBe(before);
  });

  it('refuses a bad start with BAD_START', () => {
    const good = arrangedStart({ 0: 1000n, 2: 1000n }, 2, 10n);
    const bad = [
      { ...good, seats: [{ seat: 0, stack: 1000n }] },
      { ...good, seats: [...good.seats].reverse() },
      { ...good, seats: [{ seat: 0, stack: 99n }, ...good.seats.slice(1)] },
      { ...good, button: 1 },
      { ...good, stake: 0n },
      { ...good, deck: good.deck.slice(1) },
      { ...good, deck: [good.deck[1], ...good.deck.slice(1)] },
      { ...good, seats: [...good.seats, { seat: 6, stack: 1000n }] },
    ];
    for (const start of bad)
      expect(ruleError(() => engine.start(start as typeof good))).toBe('BAD_START');
    expect(engine.start(good).turn).toBe(0);
  });
});

describe('zha jin hua: state', () => {
  it('round-trips through the JSON state mid-hand', () => {
    const mid = play(three(), [
      [4, 'call'],
      [0, 'look'],
      [0, 'raise'],
      [2, 'call'],
      [4, 'compare:2'],
    ]);
    const back = decodePvpState<ZhajinhuaState>(encodePvpState(mid));
    expect(back).toEqual(mid);
    const next: Step[] = [[0, 'show']];
    expect(play(back, next)).toEqual(play(mid, next));
    expect(engine.view(back, 0)).toEqual(engine.view(mid, 0));
  });
});
