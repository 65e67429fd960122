import type { MarketSpec, Odds, Pick } from '../types.ts';
import type { DemoFixture } from './fixtures.ts';
import { price, priceEach } from './odds.ts';
import { fairProbabilities } from './pricing.ts';
import type { MatchState } from './state.ts';

/** A market as the book shows it: priced selections, or closed. */
export interface DemoMarket {
  /** `${fixture.id}:${kind}:${line ?? ''}`, e.g. `fb-meridian-1700000000000:OU:10`. */
  id: string;
  spec: MarketSpec;
  /** null: that selection is not offered now (priced above 100.00, or the market is closed). */
  selections: { pick: Pick; odds: Odds | null }[];
  suspended: boolean;
}

export function marketId(fixtureId: string, spec: MarketSpec): string {
  return `${fixtureId}:${spec.kind}:${spec.line ?? ''}`;
}

/**
 * Every market the sport offers at this state, with `marginBp` of overround. Closed
 * (`suspended`, no prices) once the match is over, when the market's outcome is decided
 * (OU 2.5 after three goals), or when a side is too sure to price. A correct score stays
 * open with its long shots left out. The server adds its own bet delay: see isSuspendedAt.
 */
export function marketsFor(
  fixture: DemoFixture,
  state: MatchState,
  marginBp: number,
): DemoMarket[] {
  return fairProbabilities(fixture, state).map((m) => {
    const closed = state.phase === 'ended' || m.decided;
    const odds = closed
      ? null
      : m.spec.kind === 'CS'
        ? priceEach(m.probs, marginBp)
        : price(m.probs, marginBp);
    const selections = m.picks.map((pick, i) => ({ pick, odds: odds?.[i] ?? null }));
    return {
      id: marketId(fixture.id, m.spec),
      spec: m.spec,
      selections,
      suspended: selections.every((s) => s.odds === null),
    };
  });
}
