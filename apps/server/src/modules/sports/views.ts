import type { SportsMarketView, SportsMatchView, SportsTimelineEvent } from '@gamehall/contract';
import type { z } from 'zod/mini';
import type { FeedMarket } from './feed/source.ts';
import { lineOf, type MatchRow } from './matches-repo.ts';

type MatchView = z.infer<typeof SportsMatchView>;
type MarketView = z.infer<typeof SportsMarketView>;

/** Hundredths to the wire's decimal odds. */
export const oddsOut = (odds: number) => odds / 100;

export function marketView(m: FeedMarket): MarketView {
  return {
    id: m.id,
    kind: m.spec.kind,
    line: lineOf(m.spec),
    suspended: m.suspended,
    selections: m.selections.map((s) => ({
      pick: s.pick,
      odds: m.suspended || s.odds === null ? null : oddsOut(s.odds),
    })),
  };
}

/** How far a two-way market is from even: the main line is the most even one open. */
function evenness(m: FeedMarket): number {
  const [a, b] = m.selections.map((s) => s.odds);
  if (m.suspended || !a || !b) return Number.POSITIVE_INFINITY;
  return Math.abs(a - b);
}

/** The markets a list shows: the result (1X2 or winner), the main handicap and total. */
export function mainMarkets(markets: readonly FeedMarket[]): FeedMarket[] {
  const result = markets.find((m) => m.spec.kind === '1X2' || m.spec.kind === 'ML');
  const main = (kind: 'AH' | 'OU') =>
    markets
      .filter((m) => m.spec.kind === kind)
      .sort((x, y) => evenness(x) - evenness(y))
      .at(0);
  return [result, main('AH'), main('OU')].filter((m): m is FeedMarket => m !== undefined);
}

export function matchView(
  row: MatchRow,
  esports: ReadonlySet<string>,
  markets: 'main' | 'all',
): MatchView {
  const shown = markets === 'main' ? mainMarkets(row.markets) : row.markets;
  return {
    id: row.id,
    sport: row.sport,
    category: esports.has(row.sport) ? 'ESPORTS' : 'SPORTS',
    league: { id: row.leagueId, name: row.leagueName },
    home: row.home,
    away: row.away,
    startAt: row.startAt.toISOString(),
    phase: row.phase,
    clock: row.clock,
    score: row.score,
    markets: row.phase === 'ended' ? [] : shown.map(marketView),
    marketCount: row.markets.length,
    version: row.version,
  };
}

export const timelineView = (row: MatchRow): z.infer<typeof SportsTimelineEvent>[] =>
  row.events.map((e) => ({ clock: e.clock, kind: e.kind, side: e.side, score: e.score }));
