import { RAFFLE_TICKETS as GAMES_TICKETS, raffleTicketRanges } from '@gamehall/games';
import { describe, expect, it } from 'vitest';
import { isClientSeed, prizeRows, RAFFLE_TICKETS, randomClientSeed, verifyLink } from './raffle.ts';

const table = (...chances: number[]) => chances.map((chanceBp, i) => ({ amount: i + 1, chanceBp }));

describe('prizeRows', () => {
  it.each([[[10_000]], [[6000, 2500, 1000, 400, 100]], [[1, 9998, 1]]])(
    'gives the ticket runs the server draws with (%j)',
    (chances) => {
      expect(RAFFLE_TICKETS).toBe(GAMES_TICKETS);
      expect(prizeRows(table(...chances)).map(({ from, to }) => ({ from, to }))).toEqual(
        raffleTicketRanges(chances),
      );
    },
  );

  it('shows no runs for a table that does not add up to 10 000', () => {
    expect(prizeRows(table(5000, 4000))).toEqual([]);
    expect(prizeRows(table(10_001, -1))).toEqual([]);
    expect(prizeRows([])).toEqual([]);
  });
});

describe('client seeds', () => {
  it('makes 16 hexadecimal characters the contract accepts, a new one each time', () => {
    const seed = randomClientSeed();
    expect(seed).toMatch(/^[0-9a-f]{16}$/);
    expect(isClientSeed(seed)).toBe(true);
    expect(randomClientSeed()).not.toBe(seed);
  });

  it('takes 1 to 64 printable characters without spaces', () => {
    expect(isClientSeed('lucky-7!')).toBe(true);
    expect(isClientSeed('x'.repeat(64))).toBe(true);
    expect(isClientSeed('')).toBe(false);
    expect(isClientSeed('x'.repeat(65))).toBe(false);
    expect(isClientSeed('lucky seed')).toBe(false);
    expect(isClientSeed('suerte-ñ')).toBe(false);
  });
});

describe('verifyLink', () => {
  it('links a revealed draw to /verify with its seeds escaped, and none before', () => {
    expect(verifyLink({ serverSeed: 'abc', clientSeed: 'a&b=c#' })).toBe(
      '/verify?engine=raffle&serverSeed=abc&clientSeed=a%26b%3Dc%23&nonce=0',
    );
    expect(verifyLink({ serverSeed: null, clientSeed: 'x' })).toBeNull();
  });
});
