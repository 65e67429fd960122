import {
  DEMO_LEAGUES,
  type DemoFixture,
  type DemoSpeed,
  demoFixture,
  demoFixtures,
  isSuspendedAt,
  leagueGrid,
  type MatchEvent,
  marketsFor,
  matchTimeline,
  SPORTS,
  stateAt,
} from '@gamehall/games/sports';
import type { FeedEvent, FeedMatch, SportsFeedSource } from './source.ts';

/*
 * The demo feed (decision 037): leagues, a grid of fixtures and every match's events from
 * the pure model of packages/games/src/sports/demo, priced from the match as it stands
 * with the brand's margin. Nothing is stored here: every instance computes the same.
 */

/** A match ended this long ago is still answered by `live`, so its result is not missed. */
const ENDED_GRACE_MS = 10 * 60_000;
/** Each league's next slots listed in full; beyond them one kick-off per league per hour. */
const NEAR_SLOTS = 10;
const HOUR_MS = 3_600_000;

export interface DemoOptions {
  seed: string;
  marginBp: number;
  /** Real seconds a whole match lasts (every sport), instead of the model's defaults. */
  matchSeconds?: number;
}

const speedOf = (matchSeconds?: number): DemoSpeed =>
  matchSeconds ? Object.fromEntries(SPORTS.map((s) => [s, matchSeconds * 1000])) : {};

function eventOf(e: MatchEvent): FeedEvent {
  switch (e.kind) {
    case 'goal':
      return { clock: e.minute, kind: 'goal', side: e.side, score: e.score };
    case 'points':
      return { clock: e.minute, kind: 'points', side: null, score: e.score };
    case 'game':
    case 'set':
      return { clock: e.set, kind: e.kind, side: e.side, score: e.score };
    case 'map':
      return { clock: e.map, kind: 'map', side: e.side, score: e.score };
  }
}

function leagueName(id: string) {
  return DEMO_LEAGUES.find((l) => l.id === id)?.name ?? id;
}

/** The fixture as the book sees it at `nowMs`: state, what happened, prices. */
function matchAt(fixture: DemoFixture, nowMs: number, marginBp: number): FeedMatch {
  const timeline = matchTimeline(fixture);
  const state = stateAt(fixture, timeline, nowMs);
  // A goal (a set, a map) closes the book for a moment, as a real book's bet delay does.
  const hold = isSuspendedAt(fixture, timeline, nowMs, Math.round(fixture.durationMs / 72));
  const ended = state.phase === 'ended';
  return {
    id: fixture.id,
    sport: fixture.sport,
    league: { id: fixture.leagueId, name: leagueName(fixture.leagueId) },
    home: fixture.home.name,
    away: fixture.away.name,
    startAt: new Date(fixture.startMs),
    phase: state.phase,
    clock: state.phase === 'pre' ? null : state.minute,
    score: state.phase === 'pre' ? null : state.score,
    events: [...state.events.map(eventOf), ...(ended ? [endEvent(state)] : [])],
    markets: marketsFor(fixture, state, marginBp).map((m) => ({
      id: m.id,
      spec: m.spec,
      suspended: m.suspended || hold,
      selections: m.selections,
    })),
    result: ended ? state.score : null,
  };
}

const endEvent = (state: { minute: number; score: FeedEvent['score'] }): FeedEvent => ({
  clock: state.minute,
  kind: 'end',
  side: null,
  score: state.score,
});

export function createDemoFeedSource(o: DemoOptions): SportsFeedSource {
  const speed = speedOf(o.matchSeconds);
  const longest = Math.max(...DEMO_LEAGUES.map((l) => leagueGrid(l, speed).durationMs));
  return {
    async live(now) {
      const t = now.getTime();
      return demoFixtures(o.seed, t - longest - ENDED_GRACE_MS, t + 1, speed)
        .map((f) => matchAt(f, t, o.marginBp))
        .filter((m) => m.phase !== 'pre');
    },
    async upcoming(from, to) {
      const t = from.getTime();
      const near = new Map(
        DEMO_LEAGUES.map((l) => [l.id, t + NEAR_SLOTS * leagueGrid(l, speed).stepMs]),
      );
      const seenHours = new Set<string>();
      return demoFixtures(o.seed, t, to.getTime(), speed)
        .filter((f) => {
          if (f.startMs < (near.get(f.leagueId) ?? t)) return true;
          const hour = `${f.leagueId}:${Math.floor(f.startMs / HOUR_MS)}`;
          if (seenHours.has(hour)) return false;
          seenHours.add(hour);
          return true;
        })
        .map((f) => matchAt(f, t, o.marginBp));
    },
    async match(id, now) {
      const fixture = demoFixture(o.seed, id, speed);
      return fixture ? matchAt(fixture, now.getTime(), o.marginBp) : null;
    },
  };
}
