import type { PromotionCard, RaffleDraw } from '@gamehall/contract';

/*
 * A raffle (red envelope) promotion on its detail page (issue 16, decision 033). The
 * ticket runs are worked out here rather than imported from @gamehall/games: its raffle
 * module shares a chunk with the fair core's hashing (about 12 KB gzip), which the
 * promotion pages do not need. raffle.test.ts holds them equal to raffleTicketRanges.
 */

/** A draw's ticket is a whole number in [0, RAFFLE_TICKETS) (packages/games fair/raffle.ts). */
export const RAFFLE_TICKETS = 10_000;

export type RafflePrize = NonNullable<PromotionCard['rule']['prizes']>[number];

/** A prize of the published table with the tickets it owns, [from, to] inclusive. */
export interface PrizeRow extends RafflePrize {
  from: number;
  to: number;
}

/**
 * The table's prizes with their ticket runs: each prize owns the next `chanceBp` tickets,
 * in table order. None when the chances are not whole or do not add up to 10 000 (the
 * server refuses such a table, so the page never shows runs that are not the real ones).
 */
export function prizeRows(prizes: readonly RafflePrize[]): PrizeRow[] {
  const whole =
    prizes.length > 0 &&
    prizes.every((p) => Number.isInteger(p.chanceBp) && p.chanceBp >= 1) &&
    prizes.reduce((sum, p) => sum + p.chanceBp, 0) === RAFFLE_TICKETS;
  if (!whole) return [];
  let from = 0;
  return prizes.map((p) => {
    const row = { ...p, from, to: from + p.chanceBp - 1 };
    from += p.chanceBp;
    return row;
  });
}

/** A chance in basis points as a percent: 125 → "1.25%". */
export const formatChance = (bp: number): string => `${(bp / 100).toFixed(2)}%`;

/** Ticket numbers read the same in every language: 1,234. */
export const formatTicket = (n: number): string => n.toLocaleString('en-US');

/** The contract's client seed: 1 to 64 printable ASCII characters, no spaces. */
const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;
export const isClientSeed = (seed: string): boolean => CLIENT_SEED.test(seed);

/**
 * A fresh client seed: 16 hex characters from the browser's random source. Prefilled so
 * the player need not think of one, and random so the server cannot have chosen it.
 */
export function randomClientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The /verify link that recomputes a draw once its round's seed is revealed (nonce 0 is
 * the raffle's); null while the seed is still secret.
 */
export function verifyLink(draw: Pick<RaffleDraw, 'serverSeed' | 'clientSeed'>): string | null {
  if (draw.serverSeed === null) return null;
  const query = new URLSearchParams({
    engine: 'raffle',
    serverSeed: draw.serverSeed,
    clientSeed: draw.clientSeed,
    nonce: '0',
  });
  return `/verify?${query}`;
}
