import { minChips } from './state.ts';

/** What the pots are built from: each seat's chips in the hand and whether it folded. */
export interface Commitment {
  seat: number;
  committed: bigint;
  folded: boolean;
}

export interface HoldemPot {
  amount: bigint;
  /** Seats that put chips in it (folded ones too): two or more, so it can be raked. */
  contributors: number[];
  /** Seats that can win it: not folded, and in for its whole level. */
  eligible: number[];
}

/**
 * The main pot and the side pots. The hand's chips are cut into layers at every seat's
 * total (folded seats' too): a layer holds, from each seat, what it put in between the
 * level below and this one, and is open to the seats still in that reached its top.
 * Layers open to the same seats are one pot (a folded seat's total makes a cut but no
 * new pot). The top layer, when only one seat reached it, is that seat's uncalled bet:
 * no pot, it goes back whole (`uncalled`). Seats come out in the order given.
 */
export function buildPots(seats: readonly Commitment[]): {
  pots: HoldemPot[];
  uncalled: { seat: number; amount: bigint } | null;
} {
  const levels = [...new Set(seats.map((s) => s.committed).filter((c) => c > 0n))].sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  const pots: HoldemPot[] = [];
  let uncalled: { seat: number; amount: bigint } | null = null;
  let below = 0n;
  for (const level of levels) {
    const inLayer = seats.filter((s) => s.committed > below);
    const amount = inLayer.reduce((sum, s) => sum + minChips(s.committed, level) - below, 0n);
    const eligible = inLayer.filter((s) => !s.folded && s.committed >= level).map((s) => s.seat);
    const contributors = inLayer.map((s) => s.seat);
    below = level;
    const only = inLayer[0];
    if (inLayer.length === 1 && only && !only.folded) {
      // Nobody matched it: it is the top layer (every layer above has fewer seats).
      uncalled = { seat: only.seat, amount };
      continue;
    }
    const last = pots.at(-1);
    if (last && (eligible.length === 0 || sameSeats(last.eligible, eligible))) {
      // The same contest, or chips above everyone still in (only a folded seat reached
      // them, which the betting never allows): they belong to the pot below.
      last.amount += amount;
      for (const seat of contributors)
        if (!last.contributors.includes(seat)) last.contributors.push(seat);
      continue;
    }
    pots.push({ amount, contributors, eligible });
  }
  return { pots, uncalled };
}

function sameSeats(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((seat) => b.includes(seat));
}
