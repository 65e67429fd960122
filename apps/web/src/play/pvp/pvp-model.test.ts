// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { arrangedDeck, deal, handOf, play, pvpStateOf, seatOf, TABLE } from './engine-hands.ts';
import {
  cardOf,
  checkAmount,
  choicesOf,
  clockOffset,
  potOf,
  pvpVerifyUrl,
  resultOf,
  seatModels,
  secondsLeft,
} from './pvp-model.ts';

/** Heads-up zha jin hua: seat 0 (button) and seat 2 (the player), 20.00 each, boot 1.00. */
const zjhHeadsUp = () => deal('zhajinhua', { 0: 20, 2: 20 }, 0, 1);
const seated = (
  engine: string,
  seats = [seatOf(0, 'ab***cd', 19), seatOf(2, 'me***01', 19, true)],
) => pvpStateOf(engine, { table: TABLE, seats, mySeat: 2 });

describe('cards', () => {
  it('reads the views’ labels, and nothing else', () => {
    expect(cardOf('AS')).toEqual({ rank: 1, suit: 'spades' });
    expect(cardOf('TD')).toEqual({ rank: 10, suit: 'diamonds' });
    expect(cardOf('KH')).toEqual({ rank: 13, suit: 'hearts' });
    expect(cardOf('1S')).toBeNull();
    expect(cardOf('AX')).toBeNull();
    expect(cardOf('ASX')).toBeNull();
  });
});

describe('seatModels', () => {
  it('draws every seat of the room: zha jin hua’s blind seats face down, the button, the turn', () => {
    const hand = handOf('zhajinhua', zjhHeadsUp(), 2);
    const seats = seatModels(seated('zhajinhua'), hand);
    expect(seats).toHaveLength(6);
    expect(seats.map((s) => s.occupant)).toEqual([
      'player',
      'free',
      'player',
      'free',
      'free',
      'free',
    ]);
    const [other, , me] = seats;
    expect(me).toMatchObject({
      name: 'me***01',
      mine: true,
      stack: 19,
      committed: 1,
      toAct: true,
      flags: ['blind'],
      lastMove: { type: 'boot', amount: null, target: null },
      cards: [null, null, null],
      hand: null,
    });
    expect(other).toMatchObject({ mine: false, toAct: false, flags: ['button', 'blind'] });
  });

  it('shows the player’s own cards once looked at, with the category', () => {
    const deck = arrangedDeck(['AS KS QS', '2C 7D 9H']);
    const looked = play('zhajinhua', deal('zhajinhua', { 0: 20, 2: 20 }, 0, 1, deck), [
      2,
      { type: 'look' },
    ]);
    const me = seatModels(seated('zhajinhua'), handOf('zhajinhua', looked, 2))[2];
    expect(me?.cards).toEqual(['AS', 'KS', 'QS']);
    expect(me?.flags).toEqual(['seen']);
    expect(me?.hand).toEqual({ game: 'zhajinhua', category: 'straightFlush' });
    expect(me?.lastMove?.type).toBe('look');
  });

  it('reads hold’em’s bets and blinds, and niu niu’s hidden fifth card', () => {
    const holdem = handOf('holdem', deal('holdem', { 1: 50, 4: 50 }, 1, 1), 1);
    const [, me, , , other] = seatModels(
      seated('holdem', [seatOf(1, 'me***01', 50, true), seatOf(4, 'ab***cd', 50)]),
      holdem,
    );
    expect(me).toMatchObject({ streetBet: 0.5, committed: 0.5, toAct: true });
    expect(me?.lastMove).toEqual({ type: 'smallBlind', amount: 0.5, target: null });
    expect(me?.cards).toHaveLength(2);
    expect(me?.cards.every((c) => typeof c === 'string')).toBe(true);
    expect(other?.cards).toEqual([null, null]);
    expect(other?.lastMove).toEqual({ type: 'bigBlind', amount: 1, target: null });

    const nn = handOf('niuniu-grab', deal('niuniu-grab', { 0: 80, 3: 80 }, 3, 1), 0);
    const nnSeats = seatModels(
      seated('niuniu-grab', [seatOf(0, 'me***01', 80, true), seatOf(3, 'ab***cd', 80)]),
      nn,
    );
    expect(nnSeats[0]?.cards.filter((c) => c !== null)).toHaveLength(4);
    expect(nnSeats[0]?.cards.at(-1)).toBeNull();
    expect(nnSeats[3]?.cards).toEqual([null, null, null, null, null]);
    expect(nnSeats.filter((s) => s.toAct).map((s) => s.seat)).toEqual([0, 3]);
    expect(potOf(nn)).toBeNull();
    expect(potOf(holdem)).toBe(1.5);
  });

  it('keeps a seat dealt into the last hand whose player stood up since', () => {
    const over = play('zhajinhua', zjhHeadsUp(), [2, { type: 'call' }], [0, { type: 'fold' }]);
    const state = seated('zhajinhua', [seatOf(2, 'me***01', 20.85, true)]);
    const seats = seatModels(state, handOf('zhajinhua', over, 2));
    expect(seats[0]?.occupant).toBe('gone');
    expect(seats[0]?.flags).toContain('folded');
    expect(seats[0]?.cards).toEqual([]);
    expect(seats[2]?.toAct).toBe(false);
  });
});

describe('seatModels: leaving, and mahjong’s private turns', () => {
  it('flags a seat standing up apart from one that missed a turn', () => {
    const state = seated('zhajinhua', [
      { ...seatOf(0, 'ab***cd', 19), leaving: true },
      { ...seatOf(2, 'me***01', 19, true), away: true },
    ]);
    const seats = seatModels(state, null);
    expect(seats[0]?.flags).toEqual(['leaving']);
    expect(seats[2]?.flags).toEqual(['away']);
  });

  it('marks the mahjong seat to play from the view, with no cards and no options for others', () => {
    const mj = deal('mahjong', { 0: 96, 1: 96, 2: 96, 3: 96 }, 1, 1);
    const four = [0, 1, 2, 3].map((s) => seatOf(s, `p${s}`, 96, s === 2));
    const state = pvpStateOf('mahjong', { table: TABLE, seats: four, mySeat: 2 });
    const hand = handOf('mahjong', mj, 2);
    expect(hand.toAct).toEqual([]);
    const seats = seatModels(state, hand);
    expect(seats.map((s) => s.toAct)).toEqual([false, true, false, false]);
    expect(seats.map((s) => s.cards)).toEqual([[], [], [], []]);
    expect(seats[1]?.flags).toEqual(['button']);
    expect(choicesOf('mahjong', hand, 2)).toEqual([]);
    expect(potOf(hand)).toBeNull();
    expect(pvpVerifyUrl('mahjong', hand)).toBeNull();
  });
});

describe('choicesOf', () => {
  it('offers zha jin hua’s look, fold, call and raise with their one size', () => {
    const hand = handOf('zhajinhua', zjhHeadsUp(), 2);
    expect(choicesOf('zhajinhua', hand, 2)).toEqual([
      { type: 'look', kind: 'free' },
      { type: 'fold', kind: 'free' },
      { type: 'call', kind: 'fixed', amount: 1, target: null },
      { type: 'raise', kind: 'fixed', amount: 2, target: null },
    ]);
    // Not the player's turn: nothing.
    expect(choicesOf('zhajinhua', hand, 0)).toEqual([]);
    expect(choicesOf('zhajinhua', hand, null)).toEqual([]);
  });

  it('names the seat a compare is with, from the second round with three in', () => {
    const three = deal('zhajinhua', { 0: 20, 2: 20, 4: 20 }, 0, 1);
    // Round 1 from the button's left: 2, 4, 0; round 2 starts at seat 2.
    const round2 = play(
      'zhajinhua',
      three,
      [2, { type: 'call' }],
      [4, { type: 'call' }],
      [0, { type: 'call' }],
    );
    const compares = choicesOf('zhajinhua', handOf('zhajinhua', round2, 2), 2).filter((c) =>
      c.type.startsWith('compare:'),
    );
    expect(compares).toEqual([
      { type: 'compare:4', kind: 'fixed', amount: 1, target: 4 },
      { type: 'compare:0', kind: 'fixed', amount: 1, target: 0 },
    ]);
  });

  it('gives hold’em’s raise a range and niu niu one button per multiple', () => {
    const holdem = handOf('holdem', deal('holdem', { 1: 50, 4: 50 }, 1, 1), 1);
    expect(choicesOf('holdem', holdem, 1)).toEqual([
      { type: 'fold', kind: 'free' },
      { type: 'call', kind: 'fixed', amount: 0.5, target: null },
      { type: 'raise', kind: 'range', min: 1.5, max: 49.5 },
      { type: 'allin', kind: 'fixed', amount: 49.5, target: null },
    ]);
    const grab = deal('niuniu-grab', { 0: 80, 3: 80 }, 3, 1);
    expect(choicesOf('niuniu-grab', handOf('niuniu-grab', grab, 0), 0)).toEqual(
      [0, 1, 2, 3, 4].map((multiple) => ({ type: 'grab', kind: 'multiple', multiple })),
    );
    const bets = play(
      'niuniu-grab',
      grab,
      [0, { type: 'grab', amount: 1n }],
      [3, { type: 'grab', amount: 3n }],
    );
    // Seat 3 banks at ×3; seat 0 bets.
    expect(choicesOf('niuniu-grab', handOf('niuniu-grab', bets, 0), 0)).toEqual(
      [1, 2, 3, 5].map((multiple) => ({ type: 'bet', kind: 'multiple', multiple })),
    );
    expect(choicesOf('niuniu-grab', handOf('niuniu-grab', bets, 3), 3)).toEqual([]);
  });
});

describe('checkAmount', () => {
  it('takes a number of at most two decimals within min–max', () => {
    expect(checkAmount(' 3 ', 1.5, 49.5)).toEqual({ ok: true, amount: 3 });
    expect(checkAmount('1.50', 1.5, 49.5)).toEqual({ ok: true, amount: 1.5 });
    expect(checkAmount('49.5', 1.5, 49.5)).toEqual({ ok: true, amount: 49.5 });
    expect(checkAmount('', 1.5, 49.5)).toEqual({ ok: false, problem: 'empty' });
    expect(checkAmount('1.234', 1.5, 49.5)).toEqual({ ok: false, problem: 'format' });
    expect(checkAmount('-2', 1.5, 49.5)).toEqual({ ok: false, problem: 'format' });
    expect(checkAmount('1e3', 1.5, 49.5)).toEqual({ ok: false, problem: 'format' });
    expect(checkAmount('1.49', 1.5, 49.5)).toEqual({ ok: false, problem: 'below' });
    expect(checkAmount('49.51', 1.5, 49.5)).toEqual({ ok: false, problem: 'above' });
  });
});

describe('resultOf and the verify link', () => {
  it('gives each seat won − put in, the winner, and the rake', () => {
    const over = play('zhajinhua', zjhHeadsUp(), [2, { type: 'call' }], [0, { type: 'fold' }]);
    const hand = handOf('zhajinhua', over, 2);
    const result = resultOf('zhajinhua', hand, seated('zhajinhua').seats);
    // Pot 3.00 (two boots and a call), 5% rake 0.15: the caller gets 2.85 for 2.00 in.
    expect(result).toEqual({
      handNo: 3,
      rake: 0.15,
      rows: [
        expect.objectContaining({ seat: 0, name: 'ab***cd', committed: 1, won: 0, net: -1 }),
        expect.objectContaining({ seat: 2, mine: true, committed: 2, won: 2.85, net: 0.85 }),
      ],
    });
    expect(result?.rows.map((r) => r.winner)).toEqual([false, true]);
    // Won by a fold: no cards shown.
    expect(result?.rows.map((r) => r.hand)).toEqual([null, null]);
    expect(resultOf('zhajinhua', handOf('zhajinhua', zjhHeadsUp(), 2), [])).toBeNull();
  });

  it('names the hands shown at a show', () => {
    const deck = arrangedDeck(['AS AH AD', 'KS QS JS']);
    const shown = play(
      'zhajinhua',
      deal('zhajinhua', { 0: 20, 2: 20 }, 0, 1, deck),
      [2, { type: 'call' }],
      [0, { type: 'call' }],
      [2, { type: 'show' }],
    );
    const result = resultOf('zhajinhua', handOf('zhajinhua', shown, 2), []);
    expect(result?.rows.map((r) => [r.seat, r.cards, r.hand, r.winner])).toEqual([
      [0, ['KS', 'QS', 'JS'], { game: 'zhajinhua', category: 'straightFlush' }, false],
      [2, ['AS', 'AH', 'AD'], { game: 'zhajinhua', category: 'trail' }, true],
    ]);
  });

  it('links the finished hand to /verify with its seed, seats dealt and button', () => {
    const over = play('zhajinhua', zjhHeadsUp(), [2, { type: 'fold' }]);
    const url = new URL(
      pvpVerifyUrl('zhajinhua', handOf('zhajinhua', over, 2)) ?? '',
      'https://x.test',
    );
    expect(url.pathname).toBe('/verify');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      engine: 'zhajinhua',
      serverSeed: 'f1'.repeat(32),
      clientSeed: TABLE,
      nonce: '3',
      seats: '0,2',
      button: '0',
    });
    // While the hand is on the seed is not known.
    expect(pvpVerifyUrl('zhajinhua', handOf('zhajinhua', zjhHeadsUp(), 2))).toBeNull();
  });
});

describe('the turn’s clock', () => {
  it('counts on the server’s clock', () => {
    const offset = clockOffset('2026-11-27T10:00:05.000Z', Date.parse('2026-11-27T10:00:00.000Z'));
    expect(offset).toBe(5000);
    const now = Date.parse('2026-11-27T10:00:00.000Z');
    expect(secondsLeft('2026-11-27T10:00:17.000Z', offset, now)).toBe(12);
    expect(secondsLeft('2026-11-27T10:00:17.200Z', offset, now)).toBe(13);
    expect(secondsLeft('2026-11-27T10:00:01.000Z', offset, now)).toBe(0);
    expect(secondsLeft(null, offset, now)).toBeNull();
  });
});
