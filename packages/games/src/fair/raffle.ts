import { type FairInput, integers } from './outcomes.ts';

/**
 * A raffle (red envelope) draw by the provably fair core (issue 16, decision 033): the
 * player's ticket is a whole number in [0, 10 000) from the round's committed server seed,
 * their client seed and nonce 0; the prize table is published as chances in basis points
 * that add up to 10 000, each prize owning the next run of tickets in table order. Anyone
 * can recompute the ticket once the round's seed is revealed and find its prize in the
 * table.
 */
export const RAFFLE_TICKETS = 10_000;

/** The ticket a draw gives. */
export function raffleTicket(input: FairInput): number {
  return integers(input, 1, RAFFLE_TICKETS)[0] as number;
}

/** Whether chances (basis points, each ≥ 1) make a whole table. */
export function isWholeRaffleTable(chancesBp: readonly number[]): boolean {
  return (
    chancesBp.length > 0 &&
    chancesBp.every((c) => Number.isInteger(c) && c >= 1) &&
    chancesBp.reduce((a, b) => a + b, 0) === RAFFLE_TICKETS
  );
}

/** The tickets each prize owns: [from, to] inclusive, in table order. */
export function raffleTicketRanges(chancesBp: readonly number[]) {
  if (!isWholeRaffleTable(chancesBp)) throw new Error('raffle chances must add up to 10000');
  let from = 0;
  return chancesBp.map((c) => {
    const range = { from, to: from + c - 1 };
    from += c;
    return range;
  });
}

/** The prize (its index in the table) a ticket wins. */
export function rafflePrize(chancesBp: readonly number[], ticket: number): number {
  const index = raffleTicketRanges(chancesBp).findIndex((r) => ticket >= r.from && ticket <= r.to);
  if (index < 0) throw new Error(`ticket ${ticket} is outside the table`);
  return index;
}
