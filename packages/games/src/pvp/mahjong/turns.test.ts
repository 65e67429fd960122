import { describe, expect, it } from 'vitest';
import type { FairInput } from '../../fair/outcomes.ts';
import { pvpDeck } from '../deck.ts';
import { decodePvpState, encodePvpState } from '../state-json.ts';
import { mahjongEngine as engine } from './engine.ts';
import { type MahjongState, seatOf, tileCount } from './state.ts';
import {
  CHOWS,
  DEALER,
  dealTable,
  PONGS,
  play,
  ruleCode,
  table,
  testStart,
  toActTypes,
  WINS,
} from './test-table.ts';
import { claimOptions } from './turns.ts';

const RAKE = { bps: 500, cap: 1000n };

/** Each seat in `seats` takes its timeout action, in turn. */
function timeouts(state: MahjongState, ...seats: number[]): MahjongState {
  return seats.reduce((s, seat) => engine.act(s, seat, engine.timeoutAction(s, seat)), state);
}

describe('kongs', () => {
  it('a concealed kong draws its replacement from the wall end; a win on it is self-drawn', () => {
    const deal = dealTable({
      hands: { 0: 'm1 m1 m1 p2 p3 p4 s5 s6 s7 dr dr dr p9 m1' },
      back: 'p9',
    });
    expect(toActTypes(deal)[0]?.slice(0, 2)).toEqual(['kong:m1', 'discard:m1']);
    const kong = play(deal, '0:kong:m1');
    expect(seatOf(kong, 0).melds).toEqual([
      { type: 'kong', tiles: ['m1', 'm1', 'm1', 'm1'], concealed: true, from: null },
    ]);
    expect(kong.drawn).toBe('p9');
    expect(kong.wall).toEqual(deal.wall.slice(0, -1));
    expect(seatOf(kong, 0).concealed).toHaveLength(11);
    expect(toActTypes(kong)[0]?.[0]).toBe('hu');
    const won = play(kong, '0:hu');
    expect(won.win).toMatchObject({ seat: 0, from: null, tile: 'p9', fan: 3 });
    expect(won.win?.items).toEqual(['base', 'self-drawn', 'dragon pong']);
    expect(tileCount(won)).toBe(136);
  });

  it('an added kong: the fourth tile drawn onto an exposed pong', () => {
    const deal = dealTable(table([DEALER, CHOWS, PONGS, WINS], 0, { draws: 'dw ws ww p5' }));
    const ponged = play(deal, '0:discard:p5', '3:pass', '1:pass', '2:pong', '2:discard:s1');
    // Nobody claims the drawn tiles the seats throw back, until seat 2 draws the last p5.
    const back = timeouts(ponged, 3, 0, 1);
    expect(back.turn).toBe(2);
    expect(back.drawn).toBe('p5');
    expect(toActTypes(back)[2]).toContain('kong:p5');
    const kong = play(back, '2:kong:p5');
    expect(seatOf(kong, 2).melds).toEqual([
      { type: 'kong', tiles: ['p5', 'p5', 'p5', 'p5'], concealed: false, from: 0 },
    ]);
    expect(kong.drawn).toBe('wn');
    expect(seatOf(kong, 2).concealed).toHaveLength(11);
    expect(kong.wall).toHaveLength(back.wall.length - 1);
    expect(tileCount(kong)).toBe(136);
  });

  it('no kong without a tile left to replace it (pong still open)', () => {
    const three = 'p5 p5 p5 m6 m7 s5 s6 s7 m8 m8 m9 s9 s1';
    const asked = play(dealTable(table([DEALER, CHOWS, three, WINS])), '0:discard:p5');
    expect(claimOptions(asked, 2)).toEqual(['pong', 'kong']);
    expect(claimOptions({ ...asked, wall: [] }, 2)).toEqual(['pong']);
    const four = dealTable({ hands: { 0: 'm1 m1 m1 p2 p3 p4 s5 s6 s7 dr dr dr p9 m1' } });
    expect(toActTypes({ ...four, wall: [] })[0]).not.toContain('kong:m1');
  });
});

describe('the wall running out', () => {
  it('ends the hand a draw: every tile drawn, no money moves', () => {
    const fair: FairInput = { serverSeed: 'dry', clientSeed: 'table', nonce: 1 };
    let state = engine.start({ ...testStart({ hands: {} }), deck: pvpDeck(fair) });
    let discards = 0;
    while (!engine.isOver(state)) {
      const seat = [...engine.toAct(state).keys()][0] as number;
      if (state.phase === 'turn') discards++;
      state = timeouts(state, seat);
      expect(tileCount(state)).toBe(136);
    }
    // The dealer's first discard, then one per tile drawn: 136 − 53 dealt.
    expect(discards).toBe(1 + 83);
    expect(state.wall).toEqual([]);
    expect(state.win).toBeNull();
    const result = engine.result(state, RAKE);
    expect(result.pots).toEqual([]);
    expect(result.rake).toBe(0n);
    for (const money of result.seats.values()) expect(money).toEqual({ committed: 0n, won: 0n });
  });
});

describe('rule errors', () => {
  const deal = dealTable(table([DEALER, CHOWS, PONGS, WINS]));
  const asked = play(deal, '0:discard:p5');

  it.each([
    ['a seat out of turn', deal, '1:discard:p3', 'OUT_OF_TURN'],
    ['a seat not dealt in', deal, '7:discard:p3', 'OUT_OF_TURN'],
    ['discarding a tile not held', deal, '0:discard:m2', 'ILLEGAL_ACTION'],
    ['discarding something that is no tile', deal, '0:discard:zz', 'ILLEGAL_ACTION'],
    ['hu without a winning hand, on the turn', deal, '0:hu', 'ILLEGAL_ACTION'],
    ['kong without four', deal, '0:kong:m1', 'ILLEGAL_ACTION'],
    ['an unknown action', deal, '0:fold', 'ILLEGAL_ACTION'],
    ['hu on a discard that does not complete the hand', asked, '2:hu', 'ILLEGAL_ACTION'],
    ['pong without a pair', asked, '1:pong', 'ILLEGAL_ACTION'],
    ['chow by a seat that is not next', asked, '3:chow:p5', 'ILLEGAL_ACTION'],
    ['the discarder on its own discard', asked, '0:pass', 'OUT_OF_TURN'],
    ['discarding while claims are open', asked, '1:discard:p3', 'ILLEGAL_ACTION'],
    ['answering twice', play(asked, '1:pass'), '1:chow:p3', 'OUT_OF_TURN'],
    ['acting once it is over', play(asked, '3:hu', '1:pass', '2:pass'), '1:pass', 'OUT_OF_TURN'],
  ])('%s', (_name, state, step, code) => {
    expect(ruleCode(() => play(state, step))).toBe(code);
  });

  it('an amount is refused: mahjong actions carry no chips', () => {
    expect(ruleCode(() => engine.act(deal, 0, { type: 'discard:p5', amount: 1n }))).toBe(
      'BAD_AMOUNT',
    );
  });

  it('never changes the state it is given', () => {
    const before = encodePvpState(asked);
    play(asked, '3:hu', '1:pass', '2:pong');
    expect(encodePvpState(asked)).toBe(before);
  });

  it('no result before the end', () => {
    expect(() => engine.result(asked, RAKE)).toThrow();
  });
});

describe('timeouts', () => {
  const deal = dealTable(table([DEALER, CHOWS, PONGS, WINS]));

  it('discards the tile just drawn on a turn, passes on a claim', () => {
    expect(engine.timeoutAction(deal, 0)).toEqual({ type: 'discard:p5' });
    const asked = play(deal, '0:discard:p5');
    for (const seat of [1, 2, 3])
      expect(engine.timeoutAction(asked, seat)).toEqual({ type: 'pass' });
    const drawn = timeouts(asked, 1, 2, 3);
    expect(drawn.turn).toBe(1);
    expect(engine.timeoutAction(drawn, 1)).toEqual({ type: 'discard:dw' });
  });

  it('after a pong (nothing drawn) discards the rightmost tile, in kind order', () => {
    const ponged = play(deal, '0:discard:p5', '3:pass', '1:pass', '2:pong');
    expect(seatOf(ponged, 2).concealed.at(-1)).toBe('s9');
    expect(engine.timeoutAction(ponged, 2)).toEqual({ type: 'discard:s9' });
  });

  it('only for a seat that has something to do', () => {
    expect(ruleCode(() => engine.timeoutAction(deal, 1))).toBe('OUT_OF_TURN');
  });
});

describe('JSON', () => {
  it('a hand mid-claim round-trips and plays on the same', () => {
    const asked = play(dealTable(table([DEALER, CHOWS, PONGS, WINS])), '0:discard:p5', '2:pong');
    const again = decodePvpState<MahjongState>(encodePvpState(asked));
    expect(again).toEqual(asked);
    const finish = (s: MahjongState) => play(s, '1:chow:p3', '3:hu');
    expect(finish(again)).toEqual(finish(asked));
    expect(engine.result(finish(again), RAKE)).toEqual(engine.result(finish(asked), RAKE));
  });
});
