import { SPORTS_LIVE_PATH, SportsLiveEvent } from '@gamehall/contract';
import { describe, expect, it } from 'vitest';
import { feedTick } from '../../src/modules/sports/index.ts';
import { liveInstancesForThisFile, watchSocket } from '../helpers/instances.ts';

/**
 * The book's live prices (decision 037): the feed job runs on one instance; every
 * instance's watchers of a category get the matches that changed, through the database's
 * notifications (two instances on PostgreSQL, one on the embedded database).
 */
const env = liveInstancesForThisFile(SPORTS_LIVE_PATH, () => async () => {});
const watch = (url: string, category: string) =>
  watchSocket(`${url}?category=${category}`, (json) => SportsLiveEvent.parse(json));

describe('the sportsbook, live', () => {
  it('sends each category’s watchers on every instance the matches that changed', async () => {
    const sports = env.instances.map((i) => watch(i.url, 'SPORTS'));
    const esports = env.instances.map((i) => watch(i.url, 'ESPORTS'));
    try {
      await new Promise((r) => setTimeout(r, 200));
      const now = new Date();
      await feedTick(env.t.app, now);
      for (const w of sports) {
        const event = await w.next((e) => e.matches.some((m) => m.phase === 'live'));
        expect(event.matches.every((m) => m.category === 'SPORTS')).toBe(true);
        // The prices as the book holds them: every market of a match.
        const live = event.matches.find((m) => m.phase === 'live' && m.sport === 'football');
        if (live) expect(live.markets.length).toBe(live.marketCount);
      }
      for (const w of esports) {
        const event = await w.next((e) => e.matches.length > 0);
        expect(
          event.matches.every(
            (m) => m.category === 'ESPORTS' && ['cs2', 'dota2', 'lol'].includes(m.sport),
          ),
        ).toBe(true);
      }
      // Half a minute later the matches in play moved on: their new versions are sent.
      const first = sports[0];
      if (!first) throw new Error('no watcher');
      const seen = first.events.length;
      const versions = new Map(
        first.events
          .flatMap((e) => e.matches.filter((m) => m.phase === 'live'))
          .map((m) => [m.id, m.version]),
      );
      await feedTick(env.t.app, new Date(now.getTime() + 30_000));
      await first.next(
        (e) => e.matches.some((m) => (versions.get(m.id) ?? Number.POSITIVE_INFINITY) < m.version),
        seen,
      );
    } finally {
      for (const w of [...sports, ...esports]) w.close();
    }
  });
});
