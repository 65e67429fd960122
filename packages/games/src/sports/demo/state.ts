import type { Score } from '../types.ts';
import type { DemoFixture } from './fixtures.ts';
import { BEST_OF, FOOTBALL_MINUTES } from './rates.ts';
import { type MatchEvent, matchEndMs } from './timeline.ts';

/**
 * What the match looks like at a moment: built from the events up to that moment only, so
 * nothing shown (and nothing priced from it) can leak what the timeline holds next.
 */
export type MatchPhase = 'pre' | 'live' | 'ended';

export interface MatchDetail {
  /** Basketball: the quarter, 1–4. */
  quarter?: number;
  /** Tennis: games of the set in play (0–0 between sets) and of each finished set. */
  games?: Score;
  sets?: Score[];
  /** E-sports: the map in play (or the last one played, once ended). */
  map?: number;
}

export interface MatchState {
  phase: MatchPhase;
  /**
   * The match clock in the sport's unit: football minute 0–90, basketball minutes reported
   * 0–48, tennis the set and e-sports the map being played (0 before the start).
   */
  minute: number;
  /** The share of `durationMs` gone, 0 to 1 (the pricing's clock for football). */
  elapsed: number;
  /** Goals, points, sets or maps. */
  score: Score;
  detail: MatchDetail;
  /** The events with `atMs ≤ nowMs`, in order. */
  events: MatchEvent[];
}

function detailOf(
  fixture: DemoFixture,
  events: readonly MatchEvent[],
  minute: number,
): MatchDetail {
  switch (fixture.sport) {
    case 'football':
      return {};
    case 'basketball':
      return { quarter: Math.min(4, Math.floor(minute / 12) + 1) };
    case 'tennis': {
      const sets: Score[] = [];
      let games: Score = { home: 0, away: 0 };
      for (const e of events) {
        if (e.kind === 'game') games = e.games;
        if (e.kind === 'set') {
          sets.push(e.games);
          games = { home: 0, away: 0 };
        }
      }
      return { games, sets };
    }
    default:
      return { map: minute };
  }
}

function clockOf(
  fixture: DemoFixture,
  phase: MatchPhase,
  elapsed: number,
  reported: number,
  score: Score,
): number {
  if (phase === 'pre') return 0;
  switch (fixture.sport) {
    case 'football':
      return phase === 'ended' ? FOOTBALL_MINUTES : Math.floor(elapsed * FOOTBALL_MINUTES);
    case 'basketball':
      // Points are reported minute by minute: the clock is the minutes reported.
      return reported;
    default: {
      const played = score.home + score.away;
      return phase === 'ended' ? played : Math.min(BEST_OF, played + 1);
    }
  }
}

export function stateAt(
  fixture: DemoFixture,
  timeline: readonly MatchEvent[],
  nowMs: number,
): MatchState {
  const events = nowMs < fixture.startMs ? [] : timeline.filter((e) => e.atMs <= nowMs);
  const phase: MatchPhase =
    nowMs < fixture.startMs ? 'pre' : nowMs >= matchEndMs(fixture, timeline) ? 'ended' : 'live';
  const elapsed = Math.min(1, Math.max(0, (nowMs - fixture.startMs) / fixture.durationMs));
  const score = events[events.length - 1]?.score ?? { home: 0, away: 0 };
  const minute = clockOf(fixture, phase, elapsed, events.length, score);
  return { phase, minute, elapsed, score, detail: detailOf(fixture, events, minute), events };
}

/**
 * The events after which the book stops taking bets for a while (a real book's "bet
 * delay"): a goal, a basketball minute in which a side scored 6 or more, a tennis set, an
 * e-sports map.
 */
export function isBurst(event: MatchEvent): boolean {
  if (event.kind === 'points') return Math.max(event.home, event.away) >= 6;
  return event.kind !== 'game';
}

/** True for `delayMs` real ms after a burst (e.g. 10_000 after a football goal). */
export function isSuspendedAt(
  fixture: DemoFixture,
  timeline: readonly MatchEvent[],
  nowMs: number,
  delayMs: number,
): boolean {
  if (nowMs < fixture.startMs) return false;
  return timeline.some((e) => isBurst(e) && e.atMs <= nowMs && nowMs < e.atMs + delayMs);
}
