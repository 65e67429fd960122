import { describe, expect, it } from 'vitest';
import { zhajinhuaEngine as engine } from './engine.ts';
import { buildPots } from './pots.ts';
import { potOf, type ZhajinhuaState } from './state.ts';
import { arrangedStart } from './test-deck.ts';

type Step = [seat: number, type: string, amount?: bigint];

function play(state: ZhajinhuaState, steps: readonly Step[]): ZhajinhuaState {
  return steps.reduce(
    (s, [seat, type, amount]) =>
      engine.act(s, seat, amount === undefined ? { type } : { type, amount }),
    state,
  );
}

describe('zha jin hua: all-in and side pots', () => {
  // Seats 0, 1, 2, button 2: acting order 0, 1, 2. Seat 1 is short (100 = the minimum).
  const hands = { 0: 'TC TD 4S', 1: 'QS KS AS', 2: '9H 7H 2H' };
  const start = () => engine.start(arrangedStart({ 0: 1000n, 1: 100n, 2: 1000n }, 2, 10n, hands));
  const toAllIn: Step[] = [
    // Round 1: 0 raises seen (40, S 20); 1 calls blind (20); 2 calls seen (40).
    [0, 'look'],
    [0, 'raise', 40n],
    [1, 'call', 20n],
    [2, 'look'],
    [2, 'call', 40n],
    // Round 2: 0 raises (80, S 40); 1 calls blind (40: 30 left); 2 calls (80).
    [0, 'raise', 80n],
    [1, 'call', 40n],
    [2, 'call', 80n],
    // Round 3: 0 calls (80); 1 cannot cover 40 and goes all in for 30; 2 calls (80).
    [0, 'call', 80n],
  ];

  it('offers only fold or all-in (and a look) to a seat that cannot cover the call', () => {
    const state = play(start(), toAllIn);
    expect([...engine.toAct(state)]).toEqual([
      [1, [{ type: 'look' }, { type: 'fold' }, { type: 'allin', min: 30n, max: 30n }]],
    ]);
  });

  it('builds a side pot the all-in seat cannot win, raked under the cap', () => {
    const allIn = play(start(), [...toAllIn, [1, 'allin', 30n], [2, 'call', 80n]]);
    expect(allIn.seats[1]).toMatchObject({ stack: 0n, committed: 100n, allIn: true });
    expect(allIn.turn).toBe(0); // the all-in seat is skipped from now on
    // Round 4: 0 compares with 2 (80) and loses its pair to the flush: only 2 can still act.
    const state = play(allIn, [[0, 'compare:2', 80n]]);
    expect([state.ended, state.showdownReason]).toEqual(['showdown', 'allIn']);
    expect(state.seats.map((s) => [s.seat, s.committed, s.out])).toEqual([
      [0, 290n, 'compare'],
      [1, 100n, null],
      [2, 210n, null],
    ]);
    const result = engine.result(state, { bps: 500, cap: 20n });
    // Main: 100 from each of three = 300, for 1 and 2: 1's straight flush wins, rake 5% = 15.
    // Side: 0's 190 and 2's 110 above 100 = 300, for 2 alone: 5% would be 15, the cap
    // leaves 20 − 15 = 5.
    expect(result.pots).toEqual([
      { amount: 300n, rake: 15n, eligible: [1, 2], winners: [1] },
      { amount: 300n, rake: 5n, eligible: [2], winners: [2] },
    ]);
    expect(result.rake).toBe(20n);
    expect([...result.seats]).toEqual([
      [0, { committed: 290n, won: 0n }],
      [1, { committed: 100n, won: 285n }],
      [2, { committed: 210n, won: 295n }],
    ]);
    expect(Object.fromEntries(result.hands)).toEqual({
      0: { cards: ['TC', 'TD', '4S'], category: 'pair' },
      1: { cards: ['QS', 'KS', 'AS'], category: 'straightFlush' },
      2: { cards: ['9H', '7H', '2H'], category: 'flush' },
    });
  });

  it('splits a pot between equal hands, odd chip to the button’s left', () => {
    const tied = { 0: 'KC QD 9H', 1: 'KS QH 9D' };
    const state = engine.start(arrangedStart({ 0: 100n, 1: 101n }, 1, 10n, tied));
    // Both stay blind and call 10: seat 0's ninth call empties its stack, which makes it all
    // in; seat 1 is then alone to act, so the hand goes to a showdown at once.
    const steps: Step[] = [];
    for (let i = 0; i < 8; i++) steps.push([0, 'call'], [1, 'call']);
    const ended = play(state, [...steps, [0, 'call']]);
    expect(ended.seats.map((s) => [s.seat, s.stack, s.committed, s.allIn])).toEqual([
      [0, 0n, 100n, true],
      [1, 11n, 90n, false],
    ]);
    expect([ended.ended, ended.showdownReason]).toEqual(['showdown', 'allIn']);
    const result = engine.result(ended, { bps: 100, cap: 5n });
    // 1% of 190 is 1.9: rake 1; 189 split, the odd chip to seat 0 (the button's left).
    expect(result.pots).toEqual([{ amount: 190n, rake: 1n, eligible: [0, 1], winners: [0, 1] }]);
    expect(result.seats.get(0)).toEqual({ committed: 100n, won: 95n });
    expect(result.seats.get(1)).toEqual({ committed: 90n, won: 94n });
  });

  it('goes back to who put it in when nobody still in can win it', () => {
    // P (seat 0) folded with 100 in; A and B are all in for 50: P's last 50 is returned.
    const pots = buildPots([
      { seat: 0, committed: 100n, inHand: false, allIn: false },
      { seat: 1, committed: 50n, inHand: true, allIn: true },
      { seat: 2, committed: 50n, inHand: true, allIn: true },
    ]);
    expect(pots).toEqual([
      { amount: 150n, contributors: 3, eligible: [1, 2], returned: false },
      { amount: 50n, contributors: 1, eligible: [0], returned: true },
    ]);
    // A blind seat still acting plays for the whole pot, its own smaller total notwithstanding.
    expect(
      buildPots([
        { seat: 0, committed: 50n, inHand: true, allIn: false },
        { seat: 1, committed: 60n, inHand: true, allIn: true },
        { seat: 2, committed: 100n, inHand: false, allIn: false },
      ]),
    ).toEqual([
      { amount: 170n, contributors: 3, eligible: [0, 1], returned: false },
      { amount: 40n, contributors: 1, eligible: [0], returned: false },
    ]);
  });
});

describe('zha jin hua: forced showdowns', () => {
  it('compares everyone still in once the pot reaches 200 boots', () => {
    const hands = { 0: 'AC KC QC', 1: 'JD JH JS' };
    let state = engine.start(arrangedStart({ 0: 10_000n, 1: 10_000n }, 1, 10n, hands));
    state = play(state, [
      [0, 'look'],
      [0, 'raise', 40n], // S 20
      [1, 'look'],
      [1, 'raise', 80n], // S 40
      [0, 'raise', 160n], // S 80: 160 would be over 10 boots, no more raises
    ]);
    expect([...engine.toAct(state)][0]?.[1].map((s) => s.type)).toEqual(['fold', 'call', 'show']);
    const pots: bigint[] = [];
    while (!engine.isOver(state)) {
      pots.push(potOf(state));
      state = engine.act(state, state.turn as number, { type: 'call', amount: 160n });
    }
    // 300 after the raises, then 160 a call: 460, 620, …, 1900, 2060.
    expect(pots[pots.length - 1]).toBe(1900n);
    expect(potOf(state)).toBe(2060n);
    expect([state.ended, state.showdownReason]).toEqual(['showdown', 'potCap']);
    const result = engine.result(state, { bps: 0, cap: 0n });
    // The trail beats the straight flush.
    expect(result.pots).toEqual([{ amount: 2060n, rake: 0n, eligible: [0, 1], winners: [1] }]);
    expect(result.hands.size).toBe(2);
    expect((engine.view(state, null).seats as { cards: unknown }[]).map((s) => s.cards)).toEqual([
      ['AC', 'KC', 'QC'],
      ['JD', 'JH', 'JS'],
    ]);
  });

  it('compares everyone still in after 20 rounds', () => {
    let state = engine.start(arrangedStart({ 0: 1000n, 1: 1000n, 2: 1000n }, 2, 10n));
    let actions = 0;
    while (!engine.isOver(state)) {
      state = engine.act(state, state.turn as number, { type: 'call', amount: 10n });
      actions += 1;
    }
    expect([state.ended, state.showdownReason, state.round]).toEqual(['showdown', 'rounds', 20]);
    expect(actions).toBe(60);
    expect(potOf(state)).toBe(630n);
  });
});
