import { describe, expect, it } from 'vitest';
import type { SportCode } from '../types.ts';
import type { DemoFixture } from './fixtures.ts';
import { isBurst, isSuspendedAt, stateAt } from './state.ts';
import { manyFixtures } from './testing.ts';
import { matchEndMs, matchTimeline } from './timeline.ts';

const SPORTS_HERE: SportCode[] = ['football', 'basketball', 'tennis', 'dota2'];

/** A football fixture whose match has at least `goals` goals. */
function footballWith(goals: number): DemoFixture {
  const found = manyFixtures('football', 0.5, 0.4, 200).find(
    (f) => matchTimeline(f).length >= goals,
  );
  if (!found) throw new Error('no such match');
  return found;
}

describe('the state of a match', () => {
  it.each(SPORTS_HERE)('%s: shows only the events up to now, never a future one', (sport) => {
    for (const f of manyFixtures(sport, 0.1, 0, 8)) {
      const timeline = matchTimeline(f);
      for (let t = f.startMs - 5_000; t <= f.startMs + f.durationMs + 5_000; t += 4_999) {
        const state = stateAt(f, timeline, t);
        expect(state.events).toEqual(timeline.filter((e) => e.atMs <= t));
        expect(state.events.every((e) => e.atMs <= t)).toBe(true);
        expect(state.score).toEqual(state.events.at(-1)?.score ?? { home: 0, away: 0 });
      }
    }
  });

  it.each(SPORTS_HERE)('%s: goes pre → live → ended, on the final score at the end', (sport) => {
    const [f] = manyFixtures(sport, 0, 0, 1);
    if (!f) throw new Error('no fixture');
    const timeline = matchTimeline(f);
    const pre = stateAt(f, timeline, f.startMs - 1);
    expect(pre).toMatchObject({
      phase: 'pre',
      minute: 0,
      elapsed: 0,
      score: { home: 0, away: 0 },
      events: [],
    });
    expect(stateAt(f, timeline, f.startMs).phase).toBe('live');
    const end = matchEndMs(f, timeline);
    expect(stateAt(f, timeline, end - 1).phase).toBe('live');
    const final = stateAt(f, timeline, f.startMs + f.durationMs);
    expect(final.phase).toBe('ended');
    expect(final.events).toEqual(timeline);
    expect(final.score).toEqual(timeline.at(-1)?.score ?? { home: 0, away: 0 });
  });

  it('runs the football clock from 0 to 90 and the basketball one by reported minutes', () => {
    const [f] = manyFixtures('football', 0, 0, 1);
    const [b] = manyFixtures('basketball', 0, 0, 1);
    if (!f || !b) throw new Error('no fixture');
    expect(stateAt(f, [], f.startMs + f.durationMs / 2).minute).toBe(45);
    expect(stateAt(f, [], f.startMs + f.durationMs - 1).minute).toBe(89);
    expect(stateAt(f, [], f.startMs + f.durationMs).minute).toBe(90);
    const bt = matchTimeline(b);
    const half = stateAt(b, bt, b.startMs + b.durationMs / 2);
    expect(half.minute).toBe(24);
    expect(half.detail.quarter).toBe(3);
    expect(stateAt(b, bt, b.startMs + 1).detail.quarter).toBe(1);
  });

  it('shows tennis games of the set in play and e-sports maps by number', () => {
    for (const f of manyFixtures('tennis', 0, 0, 10)) {
      const timeline = matchTimeline(f);
      for (const e of timeline) {
        const state = stateAt(f, timeline, e.atMs);
        if (e.kind === 'game' && timeline.find((x) => x.atMs === e.atMs && x.kind === 'set'))
          continue;
        if (e.kind === 'game') expect(state.detail.games).toEqual(e.games);
        if (e.kind === 'set') {
          expect(state.detail.sets?.at(-1)).toEqual(e.games);
          if (state.phase === 'live') expect(state.detail.games).toEqual({ home: 0, away: 0 });
          expect(state.minute).toBe(state.phase === 'live' ? e.set + 1 : e.set);
        }
      }
    }
    const [m] = manyFixtures('lol', 0, 0, 1);
    if (!m) throw new Error('no fixture');
    const timeline = matchTimeline(m);
    expect(stateAt(m, timeline, m.startMs + 1).detail.map).toBe(1);
    expect(stateAt(m, timeline, (timeline[0]?.atMs ?? 0) + 1).detail.map).toBe(2);
  });
});

describe('the bet delay', () => {
  it('suspends for the delay right after a goal, not before it nor after the delay', () => {
    const f = footballWith(1);
    const timeline = matchTimeline(f);
    const goal = timeline[0];
    if (!goal) throw new Error('no goal');
    const quiet = (t: number) => !timeline.some((e) => e.atMs <= t && t < e.atMs + 10_000);
    if (quiet(goal.atMs - 1)) expect(isSuspendedAt(f, timeline, goal.atMs - 1, 10_000)).toBe(false);
    expect(isSuspendedAt(f, timeline, goal.atMs, 10_000)).toBe(true);
    expect(isSuspendedAt(f, timeline, goal.atMs + 9_999, 10_000)).toBe(true);
    if (quiet(goal.atMs + 10_000))
      expect(isSuspendedAt(f, timeline, goal.atMs + 10_000, 10_000)).toBe(false);
    expect(isSuspendedAt(f, timeline, goal.atMs, 0)).toBe(false);
  });

  it('counts goals, sets, maps and big basketball minutes as bursts, not single tennis games', () => {
    const score = { home: 0, away: 0 };
    const games = { home: 1, away: 0 };
    expect(isBurst({ kind: 'goal', atMs: 0, minute: 1, side: 'home', score })).toBe(true);
    expect(isBurst({ kind: 'points', atMs: 0, minute: 1, home: 6, away: 0, score })).toBe(true);
    expect(isBurst({ kind: 'points', atMs: 0, minute: 1, home: 5, away: 5, score })).toBe(false);
    expect(isBurst({ kind: 'game', atMs: 0, set: 1, side: 'home', games, score })).toBe(false);
    expect(isBurst({ kind: 'set', atMs: 0, set: 1, side: 'home', games, score })).toBe(true);
    expect(isBurst({ kind: 'map', atMs: 0, map: 1, side: 'home', score })).toBe(true);
  });
});
