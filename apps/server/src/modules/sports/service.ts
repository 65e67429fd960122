import type { getSportsMatches, ParsedQueryOf } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { dayEnd, dayOf } from '../../lib/time-zone.ts';
import { booksOf } from './book.ts';
import { listMatches, menuCounts, type Window } from './book-queries.ts';
import { matchesByIds } from './matches-repo.ts';
import { matchView, timelineView } from './views.ts';

async function bookRules(app: FastifyInstance) {
  const { sports, site } = (await app.settings.get()).settings;
  return { sports, zone: site.timeZone, esportsVendors: new Set(site.esportsList) };
}

const windowAt = (zone: string, now: Date): Window => ({
  now,
  dayEnd: dayEnd(zone, dayOf(zone, now)),
});

/** A category's sports and leagues with their counts, the books, limits and display. */
export async function bookMenu(app: FastifyInstance, category: 'SPORTS' | 'ESPORTS', now: Date) {
  const db = app.database.db;
  const { sports, zone, esportsVendors } = await bookRules(app);
  const rows = await menuCounts(db, sports.esports, category, windowAt(zone, now));
  const bySport = new Map<string, typeof rows>();
  for (const r of rows) bySport.set(r.sport, [...(bySport.get(r.sport) ?? []), r]);
  const sum = (list: typeof rows, key: 'live' | 'today' | 'early') =>
    list.reduce((n, r) => n + r[key], 0);
  const books = (await booksOf(db, esportsVendors)).filter((b) => b.category === category);
  return {
    sports: [...bySport].map(([sport, list]) => ({
      sport,
      live: sum(list, 'live'),
      today: sum(list, 'today'),
      early: sum(list, 'early'),
      leagues: list.map((l) => ({
        id: l.leagueId,
        name: l.leagueName,
        matches: l.live + l.today + l.early,
      })),
    })),
    books: books.map((b) => ({ vendor: b.vendor, name: b.name })),
    limits: { minStake: sports.minStake, maxStake: sports.maxStake, maxPayout: sports.maxPayout },
    oddsStyle: sports.oddsStyle,
    inPlayDelay: sports.inPlayDelaySeconds,
  };
}

export async function bookMatches(
  app: FastifyInstance,
  query: ParsedQueryOf<typeof getSportsMatches>,
  now: Date,
) {
  const { sports, zone } = await bookRules(app);
  const { rows, total } = await listMatches(
    app.database.db,
    sports.esports,
    query,
    windowAt(zone, now),
  );
  const esports = new Set(sports.esports);
  return {
    matches: rows.map((m) => matchView(m, esports, 'main')),
    pageNo: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    total,
  };
}

export async function bookMatch(app: FastifyInstance, id: string) {
  const { sports } = await bookRules(app);
  const [match] = await matchesByIds(app.database.db, [id]);
  if (!match) throw new AppError('NOT_FOUND', 'No such match');
  return { match: matchView(match, new Set(sports.esports), 'all'), timeline: timelineView(match) };
}
