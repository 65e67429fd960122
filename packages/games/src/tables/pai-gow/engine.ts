import type { LiveTableEngine } from '../live/engine.ts';
import { dealPaiGow, PAI_GOW_UNIFORMS, type PaiGowOutcome } from './deal.ts';

export type PaiGowBetType = 'main';

const BET_TYPES: readonly PaiGowBetType[] = ['main'];

/**
 * The main bet pays 1:1 less 5% commission (0.95:1, floored) when the player wins both
 * hands, pushes when they split, and loses when the dealer takes both (copies go to the
 * dealer). Both sides set their hands by the same house way, so the house's edge is the
 * commission on wins plus the copies: 2.72% by simulation (odds.test.ts, README).
 */
const PAYTABLE: Readonly<Record<PaiGowBetType, { pays: string; houseEdge: number }>> = {
  main: { pays: '0.95:1', houseEdge: 2.72 },
};

function readType(spot: string): { type: PaiGowBetType; spot: string } | null {
  return spot === 'main' ? { type: 'main', spot } : null;
}

/** Winnings of a winning bet: 95% of the stake, floored to a whole minor unit. */
export function paiGowWinnings(stake: bigint): bigint {
  return (stake * 95n) / 100n; // bigint division truncates, and stake > 0
}

function settle(spot: string, stake: bigint, outcome: PaiGowOutcome): bigint {
  if (!readType(spot)) throw new Error(`pai gow poker has no spot ${spot}`);
  if (outcome.winner === 'player') return stake + paiGowWinnings(stake);
  return outcome.winner === 'push' ? stake : 0n;
}

/**
 * Pai gow poker against the dealer (the banker) on a shared live table: one player hand
 * a round that every bet shares, both hands set by the house way, as live tables set a
 * player's hand on request.
 */
export const paiGowEngine: LiveTableEngine<PaiGowOutcome, PaiGowBetType> = {
  id: 'pai-gow',
  betTypes: BET_TYPES,
  spots: BET_TYPES,
  readType,
  uniforms: PAI_GOW_UNIFORMS,
  dealFrom: dealPaiGow,
  settle,
  paytable: PAYTABLE,
};
