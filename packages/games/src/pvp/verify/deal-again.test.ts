import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FairInput } from '../../fair/outcomes.ts';
import type { Card } from '../../tables/baccarat/cards.ts';
import { cardLabel } from '../../tables/cards/deck.ts';
import { evaluateHand } from '../../tables/niuniu/hand.ts';
import { bestOfSeven } from '../../tables/poker-hands/five.ts';
import { pvpDeck } from '../deck.ts';
import { PVP_ENGINES } from '../engines.ts';
import type { HoldemState } from '../holdem/state.ts';
import type { NiuniuGrabState } from '../niuniu-grab/state.ts';
import { evaluateZhajinhua } from '../zhajinhua/hand.ts';
import type { ZhajinhuaState } from '../zhajinhua/state.ts';
import { dealPvpHand, PVP_VERIFY_ENGINES, PvpDealError } from './deal-again.ts';

const FAIR: FairInput = { serverSeed: 'c4'.repeat(32), clientSeed: 'ZJH001-1-1', nonce: 17 };
const labels = (cards: readonly Card[]) => cards.map(cardLabel);

/** The seats dealt in from the button's left, the button last (each README's deal). */
const fromLeft = (seats: number[], button: number) => [
  ...seats.filter((s) => s > button),
  ...seats.filter((s) => s <= button),
];

/** 2, 3 and 6 seats, buttons in the middle, at the top and at the bottom of the seats. */
const TABLES = [
  { seats: [1, 4], button: 4 },
  { seats: [0, 2, 5], button: 2 },
  { seats: [0, 1, 2, 3, 4, 5], button: 0 },
];

describe('dealPvpHand', () => {
  it('deals the deck pvpDeck draws for the same fair input', () => {
    for (const engine of PVP_VERIFY_ENGINES) {
      const deal = dealPvpHand(engine, FAIR, [0, 1], 0);
      expect(deal.deck).toEqual(pvpDeck(FAIR));
      expect(deal.deck).toHaveLength(52);
    }
    expect(dealPvpHand('holdem', { ...FAIR, nonce: 18 }, [0, 1], 0).deck).not.toEqual(
      pvpDeck(FAIR),
    );
  });

  it('gives each seat the cards the engine’s own start deals it, and hold’em its board', () => {
    const { seats, button } = TABLES[1] as (typeof TABLES)[number];
    const start = (id: string) =>
      PVP_ENGINES[id]?.start({
        seats: seats.map((seat) => ({ seat, stack: 1_000n })),
        button,
        stake: 10n,
        deck: pvpDeck(FAIR),
      });
    const cardsOf = (id: string) =>
      Object.fromEntries(dealPvpHand(id, FAIR, seats, button).seats.map((s) => [s.seat, s.cards]));

    const zjh = start('zhajinhua') as ZhajinhuaState;
    expect(cardsOf('zhajinhua')).toEqual(
      Object.fromEntries(zjh.seats.map((s) => [s.seat, s.cards])),
    );
    const holdem = start('holdem') as HoldemState;
    expect(cardsOf('holdem')).toEqual(
      Object.fromEntries(holdem.seats.map((s) => [s.seat, s.hole])),
    );
    expect(dealPvpHand('holdem', FAIR, seats, button).board).toEqual(holdem.runout);
    const niuniu = start('niuniu-grab') as NiuniuGrabState;
    expect(cardsOf('niuniu-grab')).toEqual(
      Object.fromEntries(niuniu.seats.map((s) => [s.seat, s.cards])),
    );
  });

  it('deals from the button’s left by each README, across 2, 3 and 6 seats', () => {
    const deck = pvpDeck(FAIR);
    for (const { seats, button } of TABLES) {
      const order = fromLeft(seats, button);
      const n = order.length;
      const at = (positions: number[]) => positions.map((p) => deck[p]);
      const dealt = (engine: string) => dealPvpHand(engine, FAIR, seats, button);

      // Zha jin hua: card k of the seat at position p is deck[k × n + p].
      const zjh = dealt('zhajinhua');
      expect(zjh.order).toEqual(order);
      expect(zjh.seats.map((s) => s.seat)).toEqual(seats);
      for (const s of zjh.seats) {
        const p = order.indexOf(s.seat);
        expect(s.cards).toEqual(at([p, n + p, 2 * n + p]));
        expect(s.positions).toEqual([p, n + p, 2 * n + p]);
      }
      expect(zjh.dealt).toHaveLength(3 * n);
      expect(zjh.board).toBeNull();

      // Hold'em: cards i and n + i; burn, flop, burn, turn, burn, river.
      const holdem = dealt('holdem');
      expect(holdem.order).toEqual(order);
      for (const s of holdem.seats) {
        const i = order.indexOf(s.seat);
        expect(s.cards).toEqual(at([i, n + i]));
      }
      expect(holdem.board).toEqual(at([2 * n + 1, 2 * n + 2, 2 * n + 3, 2 * n + 5, 2 * n + 7]));
      expect(holdem.dealt).toHaveLength(2 * n + 8);
      expect([2 * n, 2 * n + 4, 2 * n + 6].map((p) => holdem.dealt[p])).toEqual([
        { to: 'burn' },
        { to: 'burn' },
        { to: 'burn' },
      ]);
      expect(holdem.dealt.filter((u) => u.to === 'board')).toHaveLength(5);

      // Niu niu: the k-th seat from the button's left holds deck[k], deck[k + n], … deck[k + 4n].
      const niuniu = dealt('niuniu-grab');
      expect(niuniu.order).toEqual(order);
      for (const s of niuniu.seats) {
        const k = order.indexOf(s.seat);
        expect(s.cards).toEqual(at([0, 1, 2, 3, 4].map((r) => k + r * n)));
      }
      expect(niuniu.dealt).toHaveLength(5 * n);
      expect(niuniu.dealt.every((u) => u.to === 'seat')).toBe(true);
    }
  });

  it('deals the deck its README describes, computed here on Node’s crypto', () => {
    // Fisher–Yates over A♣…K♣, A♦…, A♥…, A♠…K♠ with j = k + ((u32_k × (52 − k)) >> 32),
    // u32_k the k-th big-endian word of HMAC-SHA256(serverSeed, `${table}:${hand}:${block}`).
    const words = Array.from({ length: 7 }, (_, block) =>
      createHmac('sha256', FAIR.serverSeed)
        .update(`${FAIR.clientSeed}:${FAIR.nonce}:${block}`)
        .digest(),
    ).flatMap((b) => Array.from({ length: 8 }, (_, i) => BigInt(b.readUInt32BE(4 * i))));
    const deck = Array.from({ length: 52 }, (_, i) => i);
    for (let k = 0; k < 52; k++) {
      const j = k + Number(((words[k] as bigint) * BigInt(52 - k)) >> 32n);
      [deck[k], deck[j]] = [deck[j] as number, deck[k] as number];
    }
    const label = (i: number) => `${'A23456789TJQK'[i % 13]}${'CDHS'[Math.floor(i / 13)]}`;
    const deal = dealPvpHand('holdem', FAIR, [1, 4], 4);
    expect(labels(deal.deck)).toEqual(deck.map(label));
    // Heads-up, seat 4 on the button: seat 1 gets cards 0 and 2, seat 4 cards 1 and 3.
    expect(deal.seats.map((s) => [s.seat, labels(s.cards)])).toEqual([
      [1, [0, 2].map((p) => label(deck[p] as number))],
      [4, [1, 3].map((p) => label(deck[p] as number))],
    ]);
    expect(labels(deal.board ?? [])).toEqual([5, 6, 7, 9, 11].map((p) => label(deck[p] as number)));
  });

  it('says each hand in words by the game’s own evaluator', () => {
    for (const s of dealPvpHand('zhajinhua', FAIR, [0, 1, 2, 3, 4, 5], 3).seats) {
      const hand = evaluateZhajinhua(s.cards);
      expect(s.hand).toEqual({ game: 'zhajinhua', category: hand.category, beatsTrail: false });
    }
    const holdem = dealPvpHand('holdem', FAIR, [0, 3, 8], 8);
    for (const s of holdem.seats) {
      const { category, best } = bestOfSeven([...s.cards, ...(holdem.board ?? [])]);
      expect(s.hand).toEqual({ game: 'holdem', category, best });
    }
    for (const s of dealPvpHand('niuniu-grab', FAIR, [2, 5], 2).seats) {
      expect(s.hand).toEqual({ game: 'niuniu-grab', bull: evaluateHand(s.cards).bull });
    }
  });

  it('marks a 2-3-5 of mixed suits, the zha jin hua hand that beats a trail', () => {
    const seats = [0, 1, 2, 3, 4, 5];
    const found = Array.from({ length: 1000 }, (_, nonce) => nonce)
      .flatMap((nonce) => dealPvpHand('zhajinhua', { ...FAIR, nonce }, seats, 0).seats)
      .find((s) => s.hand.game === 'zhajinhua' && s.hand.beatsTrail);
    if (!found) throw new Error('no 2-3-5 in 6,000 hands');
    expect(found.cards.map((c) => c.rank).sort()).toEqual([2, 3, 5]);
    expect(new Set(found.cards.map((c) => c.suit)).size).toBeGreaterThan(1);
    expect(found.hand).toMatchObject({ category: 'highCard' });
  });

  it('takes the seats in any order, as the ascending list the engine wants', () => {
    expect(dealPvpHand('niuniu-grab', FAIR, [5, 0, 2], 2)).toEqual(
      dealPvpHand('niuniu-grab', FAIR, [0, 2, 5], 2),
    );
  });

  it('refuses seats and buttons the hand cannot have had, saying why', () => {
    const refused = (engine: string, seats: number[], button: number) => {
      try {
        dealPvpHand(engine, FAIR, seats, button);
      } catch (error) {
        expect(error).toBeInstanceOf(PvpDealError);
        const { code, message, min, max } = error as PvpDealError;
        return { code, message, min, max };
      }
      throw new Error('dealt');
    };
    expect(refused('blackjack', [0, 1], 0)).toMatchObject({
      code: 'UNKNOWN_ENGINE',
      message: 'no PVP engine blackjack',
    });
    expect(refused('zhajinhua', [0, 6], 0)).toEqual({
      code: 'BAD_SEAT',
      message: 'zhajinhua has seats 0–5, not 6',
      min: 0,
      max: 5,
    });
    expect(refused('holdem', [0, 9], 0)).toMatchObject({ code: 'BAD_SEAT', max: 8 });
    expect(dealPvpHand('holdem', FAIR, [0, 8], 8).seats).toHaveLength(2);
    expect(refused('holdem', [-1, 2], 2).code).toBe('BAD_SEAT');
    expect(refused('holdem', [0.5, 2], 2).code).toBe('BAD_SEAT');
    expect(refused('holdem', [0, 2], 1.5).code).toBe('BAD_SEAT');
    expect(refused('niuniu-grab', [1, 3, 1], 3)).toMatchObject({
      code: 'SEAT_TWICE',
      message: 'a seat is listed twice',
    });
    expect(refused('niuniu-grab', [3], 3)).toEqual({
      code: 'SEAT_COUNT',
      message: 'niuniu-grab deals 2–6 seats, not 1',
      min: 2,
      max: 6,
    });
    expect(refused('zhajinhua', [], 0).code).toBe('SEAT_COUNT');
    expect(refused('zhajinhua', [0, 2, 3], 1)).toMatchObject({
      code: 'BUTTON_NOT_DEALT',
      message: 'the button 1 is not a seat dealt in',
    });
  });
});
