import { describe, expect, it } from 'vitest';
import { mahjongEngine as engine } from './engine.ts';
import { seatOf } from './state.ts';
import {
  CHOWS,
  DEALER,
  dealTable,
  PONGS,
  play,
  ruleCode,
  table,
  toActTypes,
  WINS,
  WINS_TOO,
} from './test-table.ts';

describe('claims on a discard', () => {
  const base = dealTable(table([DEALER, CHOWS, PONGS, WINS]));
  const out = play(base, '0:discard:p5');

  it('asks every seat with a claim at once, each with pass and its claims', () => {
    expect(toActTypes(base)[0]).toContain('discard:p5');
    expect(out.phase).toBe('claim');
    expect(toActTypes(out)).toEqual({
      1: ['pass', 'chow:p3'],
      2: ['pass', 'pong'],
      3: ['pass', 'hu'],
    });
    // Answered seats leave toAct; nothing happens until the last answer.
    const two = play(out, '2:pong', '1:chow:p3');
    expect(toActTypes(two)).toEqual({ 3: ['pass', 'hu'] });
    expect(two.phase).toBe('claim');
    expect(two.lastAction).toEqual({ seat: 0, type: 'discard:p5' });
  });

  it('hu beats pong and chow', () => {
    const done = play(out, '1:chow:p3', '2:pong', '3:hu');
    expect(done.phase).toBe('over');
    expect(done.win).toMatchObject({ seat: 3, from: 0, tile: 'p5', fan: 2 });
    expect(done.win?.items).toEqual(['base', 'dragon pong']);
    expect(seatOf(done, 3).concealed).toHaveLength(14);
    expect(seatOf(done, 0).discards).toEqual([]);
    expect(engine.toAct(done).size).toBe(0);
  });

  it('pong beats chow; the ponger discards next without drawing', () => {
    const done = play(out, '3:pass', '1:chow:p3', '2:pong');
    expect(done.phase).toBe('turn');
    expect(done.turn).toBe(2);
    expect(done.drawn).toBeNull();
    expect(seatOf(done, 2).melds).toEqual([
      { type: 'pong', tiles: ['p5', 'p5', 'p5'], concealed: false, from: 0 },
    ]);
    expect(seatOf(done, 2).concealed).toHaveLength(11);
    expect(seatOf(done, 0).discards).toEqual([]);
    // After a claim only discards are open: no hu, no kong.
    expect(toActTypes(done)[2]?.every((t) => t.startsWith('discard:'))).toBe(true);
    expect(done.wall).toEqual(out.wall);
  });

  it('a chow when the others pass', () => {
    const done = play(out, '3:pass', '2:pass', '1:chow:p3');
    expect(done.turn).toBe(1);
    expect(seatOf(done, 1).melds).toEqual([
      { type: 'chow', tiles: ['p3', 'p4', 'p5'], concealed: false, from: 0 },
    ]);
    expect(done.lastAction).toEqual({ seat: 1, type: 'chow:p3' });
  });

  it('everyone passes: the next seat draws from the front of the wall', () => {
    const done = play(out, '3:pass', '2:pass', '1:pass');
    expect(done.phase).toBe('turn');
    expect(done.turn).toBe(1);
    expect(done.drawn).toBe('dw');
    expect(done.wall).toEqual(out.wall.slice(1));
    expect(seatOf(done, 0).discards).toEqual(['p5']);
  });

  it('chow only by the next seat: another seat holding a run is not offered it', () => {
    // Seat 3 holds p6 p7 but is not next to the discarder.
    expect(ruleCode(() => play(out, '3:chow:p5'))).toBe('ILLEGAL_ACTION');
    expect(ruleCode(() => play(out, '2:chow:p3'))).toBe('ILLEGAL_ACTION');
    // A seat with no claim at all is not asked.
    const quiet = dealTable(table([DEALER, 'm5 m6 m7 s2 s3 s4 we ws ww wn dw dw p1', PONGS, WINS]));
    const asked = play(quiet, '0:discard:p5');
    expect(toActTypes(asked)[1]).toBeUndefined();
    expect(ruleCode(() => play(asked, '1:chow:p3'))).toBe('OUT_OF_TURN');
  });

  it('several hu: the nearest after the discarder wins', () => {
    const both = play(dealTable(table([DEALER, WINS_TOO, PONGS, WINS])), '0:discard:p5');
    expect(toActTypes(both)).toEqual({
      1: ['pass', 'hu', 'chow:p4'],
      2: ['pass', 'pong'],
      3: ['pass', 'hu'],
    });
    expect(play(both, '3:hu', '2:pass', '1:hu').win?.seat).toBe(1);
    expect(play(both, '3:hu', '2:pong', '1:pass').win?.seat).toBe(3);
  });

  it('nearest round the table: the dealer in seat 3, seat 0 is next', () => {
    const deal = dealTable(table([DEALER, WINS_TOO, PONGS, WINS], 3));
    const both = play(deal, '3:discard:p5');
    expect(toActTypes(both)).toEqual({
      0: ['pass', 'hu', 'chow:p4'],
      1: ['pass', 'pong'],
      2: ['pass', 'hu'],
    });
    expect(play(both, '2:hu', '1:pass', '0:hu').win).toMatchObject({ seat: 0, from: 3 });
    const chowed = play(both, '2:pass', '1:pass', '0:chow:p4');
    expect(seatOf(chowed, 0).melds[0]).toMatchObject({ tiles: ['p4', 'p5', 'p6'], from: 3 });
  });

  it('kong on a discard beats chow and draws a replacement from the end', () => {
    const three = 'p5 p5 p5 m6 m7 s5 s6 s7 m8 m8 m9 s9 s1';
    const asked = play(dealTable(table([DEALER, CHOWS, three, WINS])), '0:discard:p5');
    expect(toActTypes(asked)[2]).toEqual(['pass', 'pong', 'kong']);
    const done = play(asked, '3:pass', '1:chow:p3', '2:kong');
    expect(done.turn).toBe(2);
    expect(done.drawn).toBe('wn');
    expect(seatOf(done, 2).melds).toEqual([
      { type: 'kong', tiles: ['p5', 'p5', 'p5', 'p5'], concealed: false, from: 0 },
    ]);
    expect(seatOf(done, 2).concealed).toHaveLength(11);
    expect(done.wall).toEqual(asked.wall.slice(0, -1));
    expect(done.lastAction).toEqual({ seat: 2, type: 'kong' });
  });

  it('no claims: the next seat draws at once', () => {
    const done = play(dealTable(table([DEALER, CHOWS, PONGS, WINS])), '0:discard:dr');
    expect(done.phase).toBe('turn');
    expect(done.turn).toBe(1);
    expect(done.lastDiscard).toEqual({ seat: 0, tile: 'dr' });
  });
});
