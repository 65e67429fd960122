import { describe, expect, it } from 'vitest';
import { mahjongEngine as engine } from './engine.ts';
import { CHOWS, DEALER, dealTable, PONGS, play, table, WINS } from './test-table.ts';

type SeatView = { seat: number; tiles: string[] | null; tileCount: number; melds: unknown[] };
const seatsOf = (view: Record<string, unknown>) => view.seats as SeatView[];

describe('view', () => {
  const deal = dealTable(table([DEALER, CHOWS, PONGS, WINS]));

  it('shows the viewer its own tiles, the others only their counts', () => {
    const view = engine.view(deal, 1);
    expect(view).toMatchObject({
      game: 'mahjong',
      phase: 'turn',
      stake: '10',
      button: 0,
      you: 1,
      turn: 0,
      wallCount: 83,
      lastDiscard: null,
      drawn: null,
      actions: [],
      result: null,
    });
    const seats = seatsOf(view);
    expect(seats.map((s) => s.tileCount)).toEqual([14, 13, 13, 13]);
    expect(seats.map((s) => s.tiles === null)).toEqual([true, false, true, true]);
    expect(seats[1]?.tiles).toEqual([
      'm2',
      'm3',
      'm4',
      'p3',
      'p4',
      's2',
      's3',
      's4',
      'we',
      'ws',
      'ww',
      'wn',
      'dw',
    ]);
    expect(seats[0]).toMatchObject({ stack: '100000', dealer: true, discards: [] });
  });

  it('gives the seat to act its drawn tile and its actions', () => {
    const view = engine.view(deal, 0);
    expect(view.drawn).toBe('p5');
    expect(view.actions).toEqual(
      ['m1', 'm9', 'p1', 'p5', 'p9', 's1', 's9', 'we', 'ws', 'ww', 'wn', 'dr', 'dg'].map(
        (t) => `discard:${t}`,
      ),
    );
  });

  it('a spectator sees no concealed tile and has no actions', () => {
    for (const viewer of [null, 9]) {
      const view = engine.view(deal, viewer);
      expect(view.you).toBeNull();
      expect(view.actions).toEqual([]);
      expect(seatsOf(view).every((s) => s.tiles === null)).toBe(true);
    }
  });

  it('during claims: each seat sees its own claims, nobody sees who else may claim', () => {
    const asked = play(deal, '0:discard:p5', '2:pong');
    expect(engine.view(asked, 3).actions).toEqual(['pass', 'hu']);
    expect(engine.view(asked, 2).actions).toEqual([]);
    const text = JSON.stringify(engine.view(asked, 1));
    expect(text).not.toContain('pong');
    expect(text).not.toContain('claims');
    expect(engine.view(asked, 1)).toMatchObject({
      phase: 'claim',
      turn: 0,
      lastDiscard: { seat: 0, tile: 'p5' },
      actions: ['pass', 'chow:p3'],
    });
  });

  it('melds and discards are public; everything is shown at the end', () => {
    const ponged = play(deal, '0:discard:p5', '3:pass', '1:pass', '2:pong', '2:discard:s1');
    const seats = seatsOf(engine.view(ponged, 0));
    expect(seats[2]?.melds).toEqual([
      { type: 'pong', tiles: ['p5', 'p5', 'p5'], concealed: false, from: 0 },
    ]);
    expect(seats[2]).toMatchObject({ discards: ['s1'], tileCount: 10, tiles: null });
    const over = play(deal, '0:discard:p5', '3:hu', '1:pass', '2:pass');
    const view = engine.view(over, null);
    expect(seatsOf(view).every((s) => s.tiles !== null)).toBe(true);
    expect(view.result).toEqual({
      outcome: 'discard',
      winner: 3,
      from: 0,
      tile: 'p5',
      fan: 2,
      rawFan: 2,
      items: ['base', 'dragon pong'],
      amount: '40',
    });
  });

  it('is JSON-safe (no bigint) in every phase', () => {
    const over = play(deal, '0:discard:p5', '3:hu', '1:pass', '2:pass');
    for (const state of [deal, play(deal, '0:discard:p5'), over]) {
      for (const viewer of [null, 0, 1, 2, 3]) {
        const view = engine.view(state, viewer);
        expect(JSON.parse(JSON.stringify(view))).toEqual(view);
      }
    }
  });
});
