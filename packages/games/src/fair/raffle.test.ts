import { describe, expect, it } from 'vitest';
import { integers } from './outcomes.ts';
import {
  isWholeRaffleTable,
  RAFFLE_TICKETS,
  rafflePrize,
  raffleTicket,
  raffleTicketRanges,
} from './raffle.ts';

const seeds = { serverSeed: 'f'.repeat(64), clientSeed: 'red-envelope', nonce: 0 };

describe('raffle draw', () => {
  it('gives the first whole number of the fair stream below 10 000 as the ticket', () => {
    expect(raffleTicket(seeds)).toBe(integers(seeds, 1, 10_000)[0]);
    expect(raffleTicket(seeds)).toBe(raffleTicket(seeds));
    expect(raffleTicket({ ...seeds, clientSeed: 'other' })).not.toBe(raffleTicket(seeds));
  });

  it('gives each prize the next run of tickets in table order (hand-computed)', () => {
    // 50 %, 30 %, 15 %, 5 %.
    const table = [5000, 3000, 1500, 500];
    expect(raffleTicketRanges(table)).toEqual([
      { from: 0, to: 4999 },
      { from: 5000, to: 7999 },
      { from: 8000, to: 9499 },
      { from: 9500, to: 9999 },
    ]);
    expect([0, 4999, 5000, 7999, 8000, 9499, 9500, 9999].map((t) => rafflePrize(table, t))).toEqual(
      [0, 0, 1, 1, 2, 2, 3, 3],
    );
  });

  it('refuses a table that is not whole and a ticket outside it', () => {
    expect(isWholeRaffleTable([5000, 4999])).toBe(false);
    expect(isWholeRaffleTable([10_000, 0])).toBe(false);
    expect(isWholeRaffleTable([])).toBe(false);
    expect(isWholeRaffleTable([2500.5, 7499.5])).toBe(false);
    expect(() => rafflePrize([5000, 4000], 1)).toThrow(/add up/);
    expect(() => rafflePrize([10_000], RAFFLE_TICKETS)).toThrow(/outside/);
  });

  it('wins each prize about as often as its chance over many players', () => {
    const table = [7000, 2500, 500];
    const n = 20_000;
    const prizes = Array.from({ length: n }, (_, i) =>
      rafflePrize(table, raffleTicket({ ...seeds, clientSeed: `player-${i}` })),
    );
    const share = (prize: number) => prizes.filter((p) => p === prize).length / n;
    // Three standard deviations of a binomial share at n = 20 000 is under 1 %.
    expect(Math.abs(share(0) - 0.7)).toBeLessThan(0.01);
    expect(Math.abs(share(1) - 0.25)).toBeLessThan(0.01);
    expect(Math.abs(share(2) - 0.05)).toBeLessThan(0.005);
  });
});
