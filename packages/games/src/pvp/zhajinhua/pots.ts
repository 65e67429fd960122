/** What the pots need to know of a seat. */
export interface PotSeat {
  seat: number;
  committed: bigint;
  /** Not folded, not beaten in a compare or show. */
  inHand: boolean;
  allIn: boolean;
}

export interface ZhajinhuaPot {
  amount: bigint;
  /** Seats that put chips in it (`potRake` rakes only a pot of two or more). */
  contributors: number;
  /** Seats that can win it, in acting order. */
  eligible: number[];
  /**
   * Chips no seat still in can win, going back to who put them in: only a folded seat's
   * chips above every all-in once nobody else is left to act (poker's uncalled bet).
   */
  returned: boolean;
}

/**
 * Main and side pots from the chips each seat put in, as in poker: layer by layer at each
 * seat's total. An all-in seat can win from each other seat at most what it put in itself:
 * it is eligible for the layers up to its total. A seat still acting is eligible for every
 * layer, its own total notwithstanding — a blind seat pays half a seen seat's price and
 * still plays for the whole pot, which is the point of staying blind. Adjacent layers with
 * the same eligible seats merge; a layer nobody in can win goes back (`returned`).
 */
export function buildPots(seats: readonly PotSeat[]): ZhajinhuaPot[] {
  const levels = [...new Set(seats.map((s) => s.committed).filter((c) => c > 0n))].sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  const pots: ZhajinhuaPot[] = [];
  let previous = 0n;
  for (const level of levels) {
    const payers = seats.filter((s) => s.committed >= level);
    let eligible = seats
      .filter((s) => s.inHand && (!s.allIn || s.committed >= level))
      .map((s) => s.seat);
    const returned = eligible.length === 0;
    // Every payer of one layer put the same chips in it, so an even split gives each its own.
    if (returned) eligible = payers.map((s) => s.seat);
    const amount = (level - previous) * BigInt(payers.length);
    previous = level;
    const last = pots[pots.length - 1];
    if (last && last.returned === returned && sameSeats(last.eligible, eligible)) {
      last.amount += amount;
    } else {
      pots.push({ amount, contributors: payers.length, eligible, returned });
    }
  }
  return pots;
}

function sameSeats(a: readonly number[], b: readonly number[]) {
  return a.length === b.length && a.every((seat, i) => seat === b[i]);
}
