import { toMajor, toMinor } from '../money.ts';
import type { LiveSlip } from './get-live-state.ts';

/**
 * The player's slips on `roundId`: the state call's, and the answers of bets placed since
 * it was fetched (it may not list them yet), each slip once, the state call's copy first
 * (it carries the wins once the round is dealt).
 */
export function slipsOn(
  roundId: number | undefined,
  fromState: LiveSlip[],
  placed: LiveSlip[],
): LiveSlip[] {
  if (roundId === undefined) return [];
  const byId = new Map<number, LiveSlip>();
  for (const slip of [...placed, ...fromState]) {
    if (slip.roundId === roundId) byId.set(slip.id, slip);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * What the slips returned: null without slips, 'settling' while a dealt round's wins are
 * not in yet (the state call is on its way), else the sum of their wins (major units).
 */
export function roundWin(slips: LiveSlip[]): number | 'settling' | null {
  if (slips.length === 0) return null;
  if (slips.some((s) => s.win === null)) return 'settling';
  // Summed in minor units, as the table's chips are.
  return toMajor(slips.reduce((sum, s) => sum + toMinor(s.win ?? 0), 0));
}

/** Major units the slips hold on one spot. */
export function placedOn(slips: LiveSlip[], spot: string): number {
  let minor = 0;
  for (const slip of slips) {
    for (const bet of slip.bets) if (bet.spot === spot) minor += toMinor(bet.stake);
  }
  return toMajor(minor);
}
