import { type SQL, sql } from 'drizzle-orm';
import { anyText } from '../../db/any-of.ts';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { MATCH_COLUMNS, matchesOf } from './matches-repo.ts';

/*
 * The book's lists (decision 037): a category is the e-sports the brand lists or every
 * other sport; today is the rest of the brand's day, early what comes after it, in play
 * what is live. Ended matches are no longer listed (their bets are in "my bets").
 */

export interface Window {
  now: Date;
  /** The end of the brand's day (the next day's start). */
  dayEnd: Date;
}

const inCategory = (esports: readonly string[], category: 'SPORTS' | 'ESPORTS') =>
  category === 'ESPORTS'
    ? sql`sport = ${anyText([...esports])}`
    : sql`NOT (sport = ${anyText([...esports])})`;

function tabWhere(tab: 'today' | 'early' | 'live', w: Window): SQL {
  if (tab === 'live') return sql`phase = 'live'`;
  if (tab === 'today') {
    return sql`phase = 'pre' AND start_at > ${w.now.toISOString()}
      AND start_at < ${w.dayEnd.toISOString()}`;
  }
  return sql`phase = 'pre' AND start_at >= ${w.dayEnd.toISOString()}`;
}

export interface ListQuery {
  category: 'SPORTS' | 'ESPORTS';
  tab: 'today' | 'early' | 'live';
  sport?: string | undefined;
  league?: string | undefined;
  pageNo: number;
  pageSize: number;
}

export async function listMatches(
  q: Queryable,
  esports: readonly string[],
  query: ListQuery,
  w: Window,
) {
  const where = sql.join(
    [
      inCategory(esports, query.category),
      tabWhere(query.tab, w),
      query.sport ? sql`sport = ${query.sport}` : sql`true`,
      query.league ? sql`league_id = ${query.league}` : sql`true`,
    ],
    sql` AND `,
  );
  const [count] = rowsOf<{ n: unknown }>(
    await q.execute(sql`SELECT count(*) AS n FROM sports_matches WHERE ${where}`),
  );
  const rows = matchesOf(
    await q.execute(sql`SELECT ${MATCH_COLUMNS} FROM sports_matches WHERE ${where}
      ORDER BY start_at, id LIMIT ${query.pageSize}
      OFFSET ${(query.pageNo - 1) * query.pageSize}`),
  );
  return { rows, total: Number(count?.n ?? 0) };
}

export interface MenuRow {
  sport: string;
  leagueId: string;
  leagueName: string;
  live: number;
  today: number;
  early: number;
}

/** Per league of the category: matches in play, still to come today, and after today. */
export async function menuCounts(
  q: Queryable,
  esports: readonly string[],
  category: 'SPORTS' | 'ESPORTS',
  w: Window,
): Promise<MenuRow[]> {
  const now = w.now.toISOString();
  const end = w.dayEnd.toISOString();
  return rowsOf<{
    sport: string;
    league_id: string;
    league_name: string;
    live: unknown;
    today: unknown;
    early: unknown;
  }>(
    await q.execute(sql`SELECT sport, league_id, min(league_name) AS league_name,
        count(*) FILTER (WHERE phase = 'live') AS live,
        count(*) FILTER (WHERE phase = 'pre' AND start_at > ${now} AND start_at < ${end}) AS today,
        count(*) FILTER (WHERE phase = 'pre' AND start_at >= ${end}) AS early
      FROM sports_matches
      WHERE phase IN ('pre', 'live') AND ${inCategory(esports, category)}
      GROUP BY sport, league_id ORDER BY sport, min(league_name)`),
  ).map((r) => ({
    sport: r.sport,
    leagueId: r.league_id,
    leagueName: r.league_name,
    live: Number(r.live),
    today: Number(r.today),
    early: Number(r.early),
  }));
}
