import type { GameCategory as Category } from '@gamehall/contract';
import { ofBp } from '../../lib/basis-points.ts';

/** Cashback rates per category in basis points; a category not named earns none. */
export type RebateRates = Partial<Record<Category, number>>;

/**
 * The brand's cashback table: each row's rates apply from its VIP level up, until a row
 * of a higher level takes over.
 */
export type RebateTable = readonly { fromLevel: number; rates: RebateRates }[];

/** The rates of a player of VIP `level`: the row of the highest level not above it. */
export function ratesFor(table: RebateTable, level: number): RebateRates {
  let best: { fromLevel: number; rates: RebateRates } | undefined;
  for (const row of table) {
    if (row.fromLevel <= level && (!best || row.fromLevel > best.fromLevel)) best = row;
  }
  return best?.rates ?? {};
}

/**
 * The cashback due on valid bets since the last claim, per category (each floored) and in
 * total: what the cashback page shows and what a claim posts.
 */
export function rebateDue(validBets: Partial<Record<Category, bigint>>, rates: RebateRates) {
  const byCategory = Object.entries(validBets)
    .filter(([, bet]) => bet !== undefined && bet > 0n)
    .map(([category, bet]) => {
      const rateBp = rates[category as Category] ?? 0;
      return {
        category: category as Category,
        validBet: bet as bigint,
        rateBp,
        rebate: ofBp(bet as bigint, rateBp),
      };
    })
    .sort((a, b) => (a.category < b.category ? -1 : 1));
  return { byCategory, total: byCategory.reduce((sum, c) => sum + c.rebate, 0n) };
}
