import type { getRebateSummary, ValueOf } from '@gamehall/contract';
import { byCategoryOrder } from './rates.ts';

export type RebateSummary = ValueOf<typeof getRebateSummary>;
export type CashbackRow = RebateSummary['byCategory'][number];

/**
 * A row per game category: those with valid bets since the last claim as the server counted
 * them, and every other category of the rank's rates with nothing yet, so the player sees
 * each rate; in the navigation's order.
 */
export function cashbackRows(summary: Pick<RebateSummary, 'byCategory' | 'rates'>): CashbackRow[] {
  const counted = new Set(summary.byCategory.map((row) => row.category));
  const idle = Object.entries(summary.rates)
    .filter(([category]) => !counted.has(category))
    .map(([category, rateBp]) => ({ category, validBet: 0, rateBp, rebate: 0 }));
  return [...summary.byCategory, ...idle].sort((a, b) => byCategoryOrder(a.category, b.category));
}

/** Why the claim button waits, if it does: claimed already today, or nothing due yet. */
export type ClaimBlock = 'claimedToday' | 'nothingDue';

export function claimBlock(
  summary: Pick<RebateSummary, 'total' | 'claimedToday'>,
): ClaimBlock | null {
  if (summary.claimedToday) return 'claimedToday';
  return summary.total > 0 ? null : 'nothingDue';
}
