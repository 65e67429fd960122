import { SportsRuleError } from './errors.ts';

/** A combo has at least two legs (one is a single) and at most ten (the book's cap). */
export const COMBO_MIN = 2;
export const COMBO_MAX = 10;

/** What the slip rules need to know of a leg. */
export interface SlipLeg {
  matchId: string;
  marketId: string;
}

/**
 * Refuses a slip the book does not take: a single must be exactly one leg, a combo
 * 2–10 (`COMBO_SIZE`), and a combo may hold only one leg of a match (`SAME_MATCH`) —
 * legs of one match are not independent (home to win and over 2.5 move together), so
 * multiplying their odds would misprice the combo.
 */
export function checkSlip(legs: readonly SlipLeg[], kind: 'single' | 'combo'): void {
  if (kind === 'single') {
    if (legs.length !== 1) {
      throw new SportsRuleError('COMBO_SIZE', `a single has one leg, got ${legs.length}`);
    }
    return;
  }
  if (legs.length < COMBO_MIN || legs.length > COMBO_MAX) {
    throw new SportsRuleError(
      'COMBO_SIZE',
      `a combo has ${COMBO_MIN}–${COMBO_MAX} legs, got ${legs.length}`,
    );
  }
  const seen = new Set<string>();
  for (const [i, leg] of legs.entries()) {
    if (seen.has(leg.matchId)) {
      throw new SportsRuleError(
        'SAME_MATCH',
        `a combo takes one leg of a match; leg ${i} repeats match ${leg.matchId}`,
        i,
      );
    }
    seen.add(leg.matchId);
  }
}
