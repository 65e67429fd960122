import { PVP_ENGINES, PvpDealError, pvpDeck } from '@gamehall/games';
import { describe, expect, it } from 'vitest';
import { ENGINES, recompute } from './recompute.ts';
import { CARD_ROOMS, isCardRoom, parseSeating, recomputePvp } from './recompute-pvp.ts';

const FAIR = { serverSeed: 'd1'.repeat(32), clientSeed: 'NN001-2-1', nonce: 9 };

describe('parseSeating', () => {
  it('reads the seats as typed and the button', () => {
    expect(parseSeating('0,2,3', '2')).toEqual({ seats: [0, 2, 3], button: 2 });
    expect(parseSeating(' 4 , 1,', ' 1 ')).toEqual({ seats: [4, 1], button: 1 });
    expect(parseSeating('07', '7')).toEqual({ seats: [7], button: 7 });
  });

  it('refuses anything that is not a list of whole seat numbers and a whole button', () => {
    for (const [seats, button] of [
      ['', '0'],
      [',', '0'],
      ['0,,2', '0'],
      ['0;2', '0'],
      ['0,1.5', '0'],
      ['0,-1', '0'],
      ['a,b', '0'],
      ['0,1', ''],
      ['0,1', 'x'],
      ['0,1', '1e1'],
    ]) {
      expect(parseSeating(seats as string, button as string), `${seats} / ${button}`).toBeNull();
    }
  });
});

describe('recomputePvp', () => {
  it('lists the three card rooms among the engines, by their engine ids', () => {
    expect([...CARD_ROOMS].sort()).toEqual(Object.keys(PVP_ENGINES).sort());
    for (const room of CARD_ROOMS) {
      expect(ENGINES).toContain(room);
      expect(isCardRoom(room)).toBe(true);
    }
    expect(isCardRoom('niuniu')).toBe(false); // the live table, against the house
  });

  it('deals the hand the engine deals from the deck of the fair input', () => {
    const seating = { seats: [0, 3, 5], button: 3 };
    const round = recompute('niuniu-grab', FAIR, seating);
    expect(round).toEqual(recomputePvp('niuniu-grab', FAIR, seating));
    if (round.kind !== 'pvp') throw new Error('not a card room hand');
    const state = PVP_ENGINES['niuniu-grab']?.start({
      seats: seating.seats.map((seat) => ({ seat, stack: 10_000n })),
      button: 3,
      stake: 5n,
      deck: pvpDeck(FAIR),
    }) as { seats: { seat: number; cards: unknown[] }[] };
    expect(round.deal.seats.map((s) => [s.seat, s.cards])).toEqual(
      state.seats.map((s) => [s.seat, s.cards]),
    );
    expect(round.deal.order).toEqual([5, 0, 3]);
  });

  it('needs the seating, and refuses one the hand cannot have had', () => {
    expect(() => recompute('holdem', FAIR)).toThrow('holdem needs the seats dealt in');
    expect(() => recompute('holdem', FAIR, { seats: [0, 1], button: 2 })).toThrow(PvpDealError);
  });
});
