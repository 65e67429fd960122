import type { FastifyInstance } from 'fastify';
import type { IntervalJob } from '../../jobs/job.ts';
import { publishMatches } from './fan-out.ts';
import type { FeedMatch } from './feed/source.ts';
import { feedSourceOf } from './feed/source-of.ts';
import { staleOpenMatches, upsertMatches } from './matches-repo.ts';

/** How often the matches to come are asked for again (those in play: every run). */
const UPCOMING_EVERY_MS = 60_000;
/** A match past its start that the live list no longer names is asked for by itself. */
const STALE_AFTER_MS = 30_000;
const STALE_PER_RUN = 20;

const lastUpcoming = new WeakMap<FastifyInstance, number>();

/**
 * One run of the book's feed (decision 037): the matches in play as they are now, every
 * minute those to come within the horizon, and any match the book still holds as open
 * past its start that the source no longer lists (a server down through its end) —
 * written where they changed, their ids published to every instance's sockets.
 */
export async function feedTick(app: FastifyInstance, now: Date): Promise<number> {
  const source = await feedSourceOf(app);
  if (!source) return 0;
  const { sports } = (await app.settings.get()).settings;
  const db = app.database.db;
  const seen: FeedMatch[] = await source.live(now);
  if (now.getTime() - (lastUpcoming.get(app) ?? 0) >= UPCOMING_EVERY_MS) {
    const to = new Date(now.getTime() + sports.horizonHours * 3_600_000);
    seen.push(...(await source.upcoming(now, to)));
    lastUpcoming.set(app, now.getTime());
  }
  const listed = new Set(seen.map((m) => m.id));
  const stale = (
    await staleOpenMatches(db, new Date(now.getTime() - STALE_AFTER_MS), STALE_PER_RUN)
  ).filter((id) => !listed.has(id));
  for (const id of stale) {
    const match = await source.match(id, now);
    if (match) seen.push(match);
  }
  // A match starting at this very moment is both in play and to come: write it once.
  const changed = await upsertMatches(db, [...new Map(seen.map((m) => [m.id, m])).values()]);
  await publishMatches(db, changed);
  return changed.length;
}

export const sportsFeedJob: IntervalJob = {
  name: 'sports.feed',
  summary:
    'Keeps the sportsbook’s matches as its feed says: prices and scores in play, the fixtures to come, results',
  kind: 'interval',
  everyMs: 2_000,
  placement: { on: 'leader' },
  offInTests: true,
  run: (app) => feedTick(app, new Date()),
};
