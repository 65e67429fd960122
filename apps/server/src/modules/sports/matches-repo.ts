import { createHash } from 'node:crypto';
import type { MarketSpec, Score } from '@gamehall/games/sports';
import { sql } from 'drizzle-orm';
import { anyText } from '../../db/any-of.ts';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { FeedEvent, FeedMarket, FeedMatch, FeedPhase } from './feed/source.ts';

/** A match as the book keeps it (decision 037): what the feed last said, and its result. */
export interface MatchRow {
  id: string;
  sport: string;
  leagueId: string;
  leagueName: string;
  home: string;
  away: string;
  startAt: Date;
  phase: FeedPhase;
  clock: number | null;
  score: Score | null;
  events: FeedEvent[];
  markets: FeedMarket[];
  version: number;
  result: Score | null;
  resultRevision: number;
  settledRevision: number;
}

interface RawRow {
  id: string;
  sport: string;
  league_id: string;
  league_name: string;
  home: string;
  away: string;
  start_at: string | Date;
  phase: FeedPhase;
  clock: number | null;
  score: Score | null;
  events: FeedEvent[];
  markets: FeedMarket[];
  version: number;
  result: Score | null;
  result_revision: number;
  settled_revision: number;
}

export const MATCH_COLUMNS = sql.raw(`id, sport, league_id, league_name, home, away, start_at,
  phase, clock, score, events, markets, version, result, result_revision, settled_revision`);

export const matchOf = (r: RawRow): MatchRow => ({
  id: r.id,
  sport: r.sport,
  leagueId: r.league_id,
  leagueName: r.league_name,
  home: r.home,
  away: r.away,
  startAt: new Date(r.start_at),
  phase: r.phase,
  clock: r.clock === null ? null : Number(r.clock),
  score: r.score,
  events: r.events,
  markets: r.markets,
  version: Number(r.version),
  result: r.result,
  resultRevision: Number(r.result_revision),
  settledRevision: Number(r.settled_revision),
});

export const matchesOf = (result: unknown) => rowsOf<RawRow>(result).map(matchOf);

const digestOf = (m: FeedMatch) => createHash('sha256').update(JSON.stringify(m)).digest('hex');

/**
 * Writes the feed's matches, each only when it differs from what the book holds (its
 * digest): a new result (or a different one) raises the result revision the settlement
 * job settles to. Answers the ids written, for the fan-out.
 */
export async function upsertMatches(q: Queryable, matches: readonly FeedMatch[]) {
  if (matches.length === 0) return [];
  const rows = JSON.stringify(
    matches.map((m) => ({
      id: m.id,
      sport: m.sport,
      league_id: m.league.id,
      league_name: m.league.name,
      home: m.home,
      away: m.away,
      start_at: m.startAt.toISOString(),
      phase: m.phase,
      clock: m.clock,
      score: m.score,
      events: m.events,
      markets: m.markets,
      digest: digestOf(m),
      result: m.result,
    })),
  );
  const written = rowsOf<{ id: string }>(
    await q.execute(sql`WITH v AS (
        SELECT * FROM jsonb_to_recordset(${rows}::jsonb) AS x(id text, sport text,
          league_id text, league_name text, home text, away text, start_at timestamptz,
          phase text, clock int, score jsonb, events jsonb, markets jsonb, digest text,
          result jsonb))
      INSERT INTO sports_matches AS m (id, sport, league_id, league_name, home, away,
        start_at, phase, clock, score, events, markets, digest, result, result_revision)
      SELECT id, sport, league_id, league_name, home, away, start_at, phase, clock, score,
        coalesce(events, '[]'), coalesce(markets, '[]'), digest, result,
        CASE WHEN result IS NULL THEN 0 ELSE 1 END
      FROM v
      ON CONFLICT (id) DO UPDATE SET sport = excluded.sport, league_id = excluded.league_id,
        league_name = excluded.league_name, home = excluded.home, away = excluded.away,
        start_at = excluded.start_at, phase = excluded.phase, clock = excluded.clock,
        score = excluded.score, events = excluded.events, markets = excluded.markets,
        digest = excluded.digest, version = m.version + 1,
        result = coalesce(excluded.result, m.result),
        result_revision = m.result_revision + CASE WHEN excluded.result IS NOT NULL
          AND excluded.result IS DISTINCT FROM m.result THEN 1 ELSE 0 END,
        updated_at = now()
      WHERE m.digest <> excluded.digest
      RETURNING m.id`),
  );
  return written.map((r) => r.id);
}

export async function matchesByIds(q: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return matchesOf(
    await q.execute(
      sql`SELECT ${MATCH_COLUMNS} FROM sports_matches WHERE id = ${anyText([...ids])}`,
    ),
  );
}

/** The matches the book still shows as to come or in play whose start has passed. */
export async function staleOpenMatches(q: Queryable, before: Date, limit: number) {
  return rowsOf<{ id: string }>(
    await q.execute(sql`SELECT id FROM sports_matches
      WHERE phase IN ('pre', 'live') AND start_at < ${before.toISOString()}
        AND updated_at < ${before.toISOString()}
      ORDER BY start_at LIMIT ${limit}`),
  ).map((r) => r.id);
}

/** A market of a match, by id (the match id is what comes before its kind). */
export function marketIn(match: MatchRow, marketId: string): FeedMarket | undefined {
  return match.markets.find((m) => m.id === marketId);
}

/** The line of a market spec in units, as the wire shows it (quarters → −0.75). */
export const lineOf = (spec: MarketSpec) => (spec.line === undefined ? null : spec.line / 4);
