import { describe, expect, it } from 'vitest';
import type { Score, SportCode } from '../types.ts';
import { demoFixtures } from './fixtures.ts';
import { basketballRates, footballRates } from './rates.ts';
import { fixtureOf, manyFixtures } from './testing.ts';
import { type MatchEvent, matchEndMs, matchTimeline, setOver } from './timeline.ts';

/** The final score recomputed from the events alone, in the sport's unit. */
function tally(events: readonly MatchEvent[]): Score {
  const s = { home: 0, away: 0 };
  for (const e of events) {
    if (e.kind === 'points') {
      s.home += e.home;
      s.away += e.away;
    } else if (e.kind !== 'game') s[e.side]++;
  }
  return s;
}

const sample = demoFixtures('timeline-seed', Date.UTC(2025, 0, 1), Date.UTC(2025, 0, 1, 3));

describe('a match timeline', () => {
  it('is the same for the same fixture and differs between fixtures', () => {
    for (const f of sample.slice(0, 30)) expect(matchTimeline(f)).toEqual(matchTimeline({ ...f }));
    const [a, b] = manyFixtures('basketball', 0, 0, 2).map(matchTimeline);
    expect(a).not.toEqual(b);
  });

  it('keeps its events in order, inside the match, and ends on the score they add up to', () => {
    for (const f of sample) {
      const events = matchTimeline(f);
      const end = matchEndMs(f, events);
      expect(end).toBeLessThanOrEqual(f.startMs + f.durationMs);
      events.forEach((e, i) => {
        expect(e.atMs).toBeGreaterThan(f.startMs);
        expect(e.atMs).toBeLessThanOrEqual(end);
        if (i > 0) expect(e.atMs).toBeGreaterThanOrEqual(events[i - 1]?.atMs ?? 0);
      });
      const last = events[events.length - 1];
      expect(last?.score ?? { home: 0, away: 0 }).toEqual(tally(events));
    }
  });

  it.each(['tennis', 'cs2'] as SportCode[])(
    '%s: best of 3, over as soon as a side has 2',
    (sport) => {
      for (const f of manyFixtures(sport, 0.3, -0.2, 300)) {
        const events = matchTimeline(f);
        const final = tally(events);
        expect(Math.max(final.home, final.away)).toBe(2);
        expect(Math.min(final.home, final.away)).toBeLessThan(2);
        expect(matchEndMs(f, events)).toBe(events[events.length - 1]?.atMs);
        if (sport !== 'tennis') continue;
        for (const set of events.filter((e) => e.kind === 'set')) {
          expect(setOver(set.games)).toBe(true);
          const games = events.filter((e) => e.kind === 'game' && e.set === set.set);
          expect(games.length).toBe(set.games.home + set.games.away);
          const lastGame = games.at(-1);
          expect(lastGame?.kind === 'game' ? lastGame.side : null).toBe(set.side);
          expect(set.games[set.side]).toBeGreaterThan(
            set.games[set.side === 'home' ? 'away' : 'home'],
          );
        }
      }
    },
  );
});

describe('the football model over 2,000 matches', () => {
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const finals = (home: number, away: number) =>
    manyFixtures('football', home, away, 2_000).map((f) => tally(matchTimeline(f)));

  it('scores at its rates: 1.5 and 1.15 goals for equal sides', () => {
    const scores = finals(0, 0);
    const even = fixtureOf('football', 0, 0, '');
    const rates = footballRates(even.home, even.away);
    expect(rates).toEqual({ home: 1.5, away: 1.15 });
    // The mean of 2,000 Poisson(1.5) has sd 0.027: 0.1 is almost 4 sd.
    expect(Math.abs(mean(scores.map((s) => s.home)) - 1.5)).toBeLessThan(0.1);
    expect(Math.abs(mean(scores.map((s) => s.away)) - 1.15)).toBeLessThan(0.1);
  });

  it('lets the stronger side win more often, at home or away', () => {
    const rate = (scores: Score[], test: (s: Score) => boolean) =>
      scores.filter(test).length / scores.length;
    const homeWins = (s: Score) => s.home > s.away;
    const awayWins = (s: Score) => s.home < s.away;
    const strongHome = finals(0.8, -0.8);
    const even = finals(0, 0);
    const strongAway = finals(-0.8, 0.8);
    expect(rate(strongHome, homeWins)).toBeGreaterThan(rate(even, homeWins) + 0.1);
    expect(rate(strongAway, awayWins)).toBeGreaterThan(rate(even, awayWins) + 0.1);
    expect(rate(strongAway, awayWins)).toBeGreaterThan(rate(strongAway, homeWins));
    const strong = fixtureOf('football', 0.8, -0.8, '');
    const rates = footballRates(strong.home, strong.away);
    expect(Math.abs(mean(strongHome.map((s) => s.home)) - rates.home)).toBeLessThan(0.12);
  });
});

describe('the basketball model', () => {
  it('scores about 100–120 a side, reported every minute, never ending level', () => {
    const fixtures = manyFixtures('basketball', 0.2, -0.1, 400);
    const scores = fixtures.map((f) => {
      const events = matchTimeline(f);
      expect(events.map((e) => e.kind === 'points' && e.minute)).toEqual(
        Array.from({ length: 48 }, (_, i) => i + 1),
      );
      expect(events.at(-1)?.atMs).toBe(f.startMs + f.durationMs);
      return tally(events);
    });
    expect(scores.every((s) => s.home !== s.away)).toBe(true);
    const [first] = fixtures;
    if (!first) throw new Error('no fixture');
    const rates = basketballRates(first.home, first.away);
    const meanHome = scores.reduce((s, x) => s + x.home, 0) / scores.length;
    expect(Math.abs(meanHome - rates.home)).toBeLessThan(2);
    expect(rates.home).toBeGreaterThanOrEqual(100);
    expect(rates.home).toBeLessThanOrEqual(122);
  });
});
