import type { Score } from '../types.ts';
import type { DemoFixture } from './fixtures.ts';
import {
  BASKETBALL_MINUTES,
  BEST_OF,
  basketballRates,
  esportsMapProbability,
  FOOTBALL_MINUTES,
  footballRates,
  MAX_GAMES_PER_SET,
  tennisGameProbability,
} from './rates.ts';
import { poisson, type Rng, seededRng } from './rng.ts';

/**
 * A whole match decided at once from the fixture's seed, each event stamped with the real
 * moment it happens (`atMs`). Every event carries the match score after it, in the sport's
 * unit: goals, points, sets (tennis) or maps (e-sports).
 */
export type Side = 'home' | 'away';

export type MatchEvent =
  /** A football goal in match minute 1–90. */
  | { kind: 'goal'; atMs: number; minute: number; side: Side; score: Score }
  /** A basketball minute's points (1–48), reported as the minute ends. */
  | { kind: 'points'; atMs: number; minute: number; home: number; away: number; score: Score }
  /** A tennis game won by `side`; `games` is the set's score after it. */
  | { kind: 'game'; atMs: number; set: number; side: Side; games: Score; score: Score }
  /** A tennis set won by `side` (at the same moment as its last game). */
  | { kind: 'set'; atMs: number; set: number; side: Side; games: Score; score: Score }
  /** An e-sports map won by `side`. */
  | { kind: 'map'; atMs: number; map: number; side: Side; score: Score };

const add = (s: Score, side: Side, n = 1): Score =>
  side === 'home' ? { home: s.home + n, away: s.away } : { home: s.home, away: s.away + n };

/** Goals by two Poisson processes: exponential gaps in match minutes, rate λ / 90. */
function football(f: DemoFixture, rng: Rng): MatchEvent[] {
  const rates = footballRates(f.home, f.away);
  const goals: { t: number; side: Side }[] = [];
  for (const side of ['home', 'away'] as const) {
    for (let t = 0; ; ) {
      t += (-Math.log(1 - rng()) * FOOTBALL_MINUTES) / rates[side];
      if (t >= FOOTBALL_MINUTES) break;
      goals.push({ t, side });
    }
  }
  goals.sort((x, y) => x.t - y.t);
  let score: Score = { home: 0, away: 0 };
  return goals.map(({ t, side }) => {
    score = add(score, side);
    const atMs = f.startMs + Math.floor((t / FOOTBALL_MINUTES) * f.durationMs);
    return { kind: 'goal', atMs, minute: Math.floor(t) + 1, side, score };
  });
}

/**
 * Poisson points per minute. A tie after 48 minutes is broken by one last free throw,
 * either side alike: there is no overtime in the demo (it would outlast `durationMs`).
 */
function basketball(f: DemoFixture, rng: Rng): MatchEvent[] {
  const rates = basketballRates(f.home, f.away);
  const out: MatchEvent[] = [];
  let score: Score = { home: 0, away: 0 };
  for (let minute = 1; minute <= BASKETBALL_MINUTES; minute++) {
    let home = poisson(rng, rates.home / BASKETBALL_MINUTES);
    let away = poisson(rng, rates.away / BASKETBALL_MINUTES);
    if (minute === BASKETBALL_MINUTES && score.home + home === score.away + away) {
      if (rng() < 0.5) home++;
      else away++;
    }
    score = { home: score.home + home, away: score.away + away };
    const atMs = f.startMs + Math.floor((minute * f.durationMs) / BASKETBALL_MINUTES);
    out.push({ kind: 'points', atMs, minute, home, away, score });
  }
  return out;
}

/** A set ends at 6 games two clear, or 7–5, or 7–6 after a tie-break (counted as a game). */
export function setOver(games: Score): boolean {
  const { home: h, away: a } = games;
  return h === 7 || a === 7 || ((h >= 6 || a >= 6) && Math.abs(h - a) >= 2);
}

export function matchOver(score: Score): boolean {
  const toWin = Math.ceil(BEST_OF / 2);
  return score.home >= toWin || score.away >= toWin;
}

/**
 * Best of 3 sets of independent games. Set s gets the s-th third of the match's time and
 * each game a 39th, whatever the score, so the pace never betrays how long a set will be.
 */
function tennis(f: DemoFixture, rng: Rng): MatchEvent[] {
  const g = tennisGameProbability(f.home, f.away);
  const out: MatchEvent[] = [];
  let score: Score = { home: 0, away: 0 };
  for (let set = 1; !matchOver(score); set++) {
    const setStart = f.startMs + Math.floor(((set - 1) * f.durationMs) / BEST_OF);
    let games: Score = { home: 0, away: 0 };
    let side: Side = 'home';
    for (let k = 1; !setOver(games); k++) {
      side = rng() < g ? 'home' : 'away';
      games = add(games, side);
      const atMs = setStart + Math.floor((k * f.durationMs) / (BEST_OF * MAX_GAMES_PER_SET));
      out.push({ kind: 'game', atMs, set, side, games, score });
    }
    score = add(score, side);
    const atMs = out[out.length - 1]?.atMs ?? setStart;
    out.push({ kind: 'set', atMs, set, side, games, score });
  }
  return out;
}

/** Best of 3 maps, each ending at the end of its third of the match's time. */
function esports(f: DemoFixture, rng: Rng): MatchEvent[] {
  const p = esportsMapProbability(f.home, f.away);
  const out: MatchEvent[] = [];
  let score: Score = { home: 0, away: 0 };
  for (let map = 1; !matchOver(score); map++) {
    const side: Side = rng() < p ? 'home' : 'away';
    score = add(score, side);
    const atMs = f.startMs + Math.floor((map * f.durationMs) / BEST_OF);
    out.push({ kind: 'map', atMs, map, side, score });
  }
  return out;
}

/** The whole match, in time order; the same fixture always gives the same events. */
export function matchTimeline(fixture: DemoFixture): MatchEvent[] {
  const rng = seededRng(`${fixture.seed}:timeline`);
  switch (fixture.sport) {
    case 'football':
      return football(fixture, rng);
    case 'basketball':
      return basketball(fixture, rng);
    case 'tennis':
      return tennis(fixture, rng);
    default:
      return esports(fixture, rng);
  }
}

/**
 * When the match is over: football and basketball at `startMs + durationMs`; tennis and
 * e-sports as soon as a side has won 2 sets or maps (never later than that).
 */
export function matchEndMs(fixture: DemoFixture, timeline: readonly MatchEvent[]): number {
  const end = fixture.startMs + fixture.durationMs;
  if (fixture.sport === 'football' || fixture.sport === 'basketball') return end;
  return timeline[timeline.length - 1]?.atMs ?? end;
}
