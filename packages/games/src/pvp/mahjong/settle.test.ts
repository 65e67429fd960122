import { describe, expect, it } from 'vitest';
import type { PvpResult } from '../engine.ts';
import { mahjongEngine as engine, mahjongMinStack } from './engine.ts';
import { CHOWS, DEALER, dealTable, PONGS, play, table, WINS } from './test-table.ts';

function money(result: PvpResult) {
  return Object.fromEntries(
    [...result.seats].map(([seat, m]) => [seat, [m.committed, m.won] as const]),
  );
}

function balanced(result: PvpResult) {
  const seats = [...result.seats.values()];
  const committed = seats.reduce((sum, m) => sum + m.committed, 0n);
  const won = seats.reduce((sum, m) => sum + m.won, 0n);
  expect(committed).toBe(won + result.rake);
  expect(result.pots.reduce((sum, p) => sum + p.rake, 0n)).toBe(result.rake);
}

/** The dealer's kong of m1, then a self-drawn win on the replacement p9: 3 fan. */
const KONG_WIN = { 0: 'm1 m1 m1 p2 p3 p4 s5 s6 s7 dr dr dr p9 m1' };

describe('money', () => {
  it('minStack covers the top win paid three times: stake × 2^5 × 3', () => {
    expect(engine.minStack(10n)).toBe(960n);
    expect(mahjongMinStack(1n)).toBe(96n);
  });

  it('a discard win: the discarder alone pays stake × 2^fan, raked', () => {
    const done = play(
      dealTable(table([DEALER, CHOWS, PONGS, WINS])),
      '0:discard:p5',
      '1:pass',
      '2:pass',
      '3:hu',
    );
    expect(done.win).toMatchObject({ fan: 2, amount: 40n });
    const result = engine.result(done, { bps: 500, cap: 100n });
    expect(result.pots).toEqual([{ amount: 40n, rake: 2n, eligible: [0, 3], winners: [3] }]);
    expect(money(result)).toEqual({ 0: [40n, 0n], 1: [0n, 0n], 2: [0n, 0n], 3: [0n, 38n] });
    expect(result.rake).toBe(2n);
    balanced(result);
    expect(result.hands.get(3)).toMatchObject({ winner: true, selfDrawn: false, from: 0, fan: 2 });
    expect(result.hands.get(0)).toMatchObject({ winner: false, dealer: true });
  });

  it('a discarder short of the amount pays its stack; the winner gets less', () => {
    const short = table([DEALER, CHOWS, PONGS, WINS], 0, { stacks: { 0: 25n } });
    const done = play(dealTable(short), '0:discard:p5', '1:pass', '2:pass', '3:hu');
    const result = engine.result(done, { bps: 1000, cap: 100n });
    expect(result.pots).toEqual([{ amount: 25n, rake: 2n, eligible: [0, 3], winners: [3] }]);
    expect(money(result)[0]).toEqual([25n, 0n]);
    expect(money(result)[3]).toEqual([0n, 23n]);
    balanced(result);
  });

  it('self-drawn: each of the other three pays, in turn order, the cap shared by the pots', () => {
    const deal = dealTable({
      hands: KONG_WIN,
      back: 'p9',
      stake: 10n,
      stacks: { 0: 500n, 1: 1000n, 2: 50n, 3: 1000n },
    });
    const done = play(deal, '0:kong:m1', '0:hu');
    expect(done.win).toMatchObject({ fan: 3, amount: 80n, from: null });
    // 10%: 8 and 5, then only 2 left of the cap of 15.
    const result = engine.result(done, { bps: 1000, cap: 15n });
    expect(result.pots).toEqual([
      { amount: 80n, rake: 8n, eligible: [0, 1], winners: [0] },
      { amount: 50n, rake: 5n, eligible: [0, 2], winners: [0] },
      { amount: 80n, rake: 2n, eligible: [0, 3], winners: [0] },
    ]);
    expect(money(result)).toEqual({
      0: [0n, 195n],
      1: [80n, 0n],
      2: [50n, 0n],
      3: [80n, 0n],
    });
    expect(result.rake).toBe(15n);
    balanced(result);
  });

  it('self-drawn by a seat that is not the dealer: payers from its next seat round', () => {
    const deal = dealTable({ hands: { 2: KONG_WIN[0] }, button: 2, back: 'p9' });
    const result = engine.result(play(deal, '2:kong:m1', '2:hu'), { bps: 0, cap: 0n });
    expect(result.pots.map((p) => p.eligible)).toEqual([
      [2, 3],
      [0, 2],
      [1, 2],
    ]);
    expect(result.rake).toBe(0n);
    balanced(result);
  });

  it('the cap: a 7-fan hand is paid at 5 fan', () => {
    // Heavenly hand: the dealer is dealt three dragon pongs and wins at once.
    const deal = dealTable({ hands: { 0: 'dr dr dr dg dg dg dw dw dw m1 m1 m1 m2 m2' } });
    const done = play(deal, '0:hu');
    expect(done.win).toMatchObject({ fan: 5, rawFan: 7, amount: 320n, tile: 'm2' });
    const result = engine.result(done, { bps: 0, cap: 0n });
    expect(result.pots.map((p) => p.amount)).toEqual([320n, 320n, 320n]);
    balanced(result);
  });
});
