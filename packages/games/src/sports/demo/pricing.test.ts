import { describe, expect, it } from 'vitest';
import { MIN_ODDS, SPORTS, type SportCode } from '../types.ts';
import type { DemoFixture } from './fixtures.ts';
import { price, priceEach } from './odds.ts';
import { fairProbabilities } from './pricing.ts';
import { type MatchState, stateAt } from './state.ts';
import { fixtureOf, manyFixtures } from './testing.ts';
import { matchTimeline } from './timeline.ts';

const overround = (odds: readonly number[]) => odds.reduce((s, o) => s + 100 / o, 0) - 1;

/** States through a whole match, a few seconds apart, and just after each event. */
function statesOf(f: DemoFixture): MatchState[] {
  const timeline = matchTimeline(f);
  const times = [f.startMs - 1, ...timeline.map((e) => e.atMs)];
  for (let t = f.startMs; t < f.startMs + f.durationMs; t += 17_919) times.push(t);
  return times.map((t) => stateAt(f, timeline, t));
}

describe('fair probabilities', () => {
  it.each([...SPORTS])('%s: every market sums to 1 at every moment of a match', (sport) => {
    for (const f of manyFixtures(sport, 0.4, -0.3, 2)) {
      for (const state of statesOf(f)) {
        for (const m of fairProbabilities(f, state)) {
          expect(m.probs).toHaveLength(m.picks.length);
          expect(Math.abs(m.probs.reduce((s, p) => s + p, 0) - 1)).toBeLessThan(1e-9);
          for (const p of m.probs) expect(p).toBeGreaterThanOrEqual(-1e-12);
        }
      }
    }
  });

  it('never reads the timeline: two seeds, the same state, the same probabilities', () => {
    const a = fixtureOf('football', 0.3, 0, 'one');
    const b = fixtureOf('football', 0.3, 0, 'two');
    const state = stateAt(a, [], a.startMs + 200_000);
    expect(fairProbabilities(a, state)).toEqual(fairProbabilities(b, state));
    expect(fairProbabilities(a, state)).toEqual(fairProbabilities(a, state));
  });

  it('matches what the football timeline plays: home, draw, away over 2,000 matches', () => {
    const fixtures = manyFixtures('football', 0.5, -0.2, 2_000);
    const [first] = fixtures;
    if (!first) throw new Error('no fixture');
    const [home, draw] =
      fairProbabilities(first, stateAt(first, [], first.startMs - 1))[0]?.probs ?? [];
    const finals = fixtures.map((f) => matchTimeline(f).at(-1)?.score ?? { home: 0, away: 0 });
    const share = (test: (s: { home: number; away: number }) => boolean) =>
      finals.filter(test).length / 2_000;
    expect(Math.abs(share((s) => s.home > s.away) - (home ?? 0))).toBeLessThan(0.035);
    expect(Math.abs(share((s) => s.home === s.away) - (draw ?? 0))).toBeLessThan(0.035);
  });

  it.each(['tennis', 'cs2'] as SportCode[])(
    '%s: the match winner matches the timeline over 1,000',
    (sport) => {
      const fixtures = manyFixtures(sport, 0.4, -0.1, 1_000);
      const [first] = fixtures;
      if (!first) throw new Error('no fixture');
      const home = fairProbabilities(first, stateAt(first, [], 0))[0]?.probs[0] ?? 0;
      const wins = fixtures.filter((f) => {
        const s = matchTimeline(f).at(-1)?.score;
        return s !== undefined && s.home > s.away;
      }).length;
      expect(Math.abs(wins / 1_000 - home)).toBeLessThan(0.045);
    },
  );

  it('moves with the score: a goal up makes home more likely to win', () => {
    const f = fixtureOf('football', 0, 0, 'x');
    const at = (home: number, away: number): MatchState => ({
      ...stateAt(f, [], f.startMs + f.durationMs / 2),
      score: { home, away },
    });
    const win = (s: MatchState) => fairProbabilities(f, s)[0]?.probs[0] ?? 0;
    expect(win(at(1, 0))).toBeGreaterThan(win(at(0, 0)) + 0.2);
    expect(win(at(0, 1))).toBeLessThan(win(at(0, 0)));
  });
});

describe('prices', () => {
  it('put the margin on proportionally and round each price down to hundredths', () => {
    expect(price([0.5, 0.5], 500)).toEqual([190, 190]);
    expect(price([0.25, 0.75], 0)).toEqual([400, 133]);
    expect(price([0.5, 0.5], 0)).toEqual([200, 200]);
  });

  it('keep a normal market’s overround within [margin − 1 pp, margin + 0.5 pp]', () => {
    for (const marginBp of [300, 500, 800]) {
      for (let p = 0.2; p <= 0.8; p += 0.01) {
        for (const probs of [
          [p, 1 - p],
          [p * 0.6, 0.3, 1 - p * 0.6 - 0.3],
        ]) {
          const odds = price(probs, marginBp);
          if (!odds) throw new Error(`no price for ${probs}`);
          const o = overround(odds);
          expect(o).toBeGreaterThanOrEqual(marginBp / 10_000 - 0.01);
          expect(o).toBeLessThanOrEqual(marginBp / 10_000 + 0.005);
        }
      }
    }
  });

  it('never go below MIN_ODDS nor offer a price above 100.00', () => {
    expect(price([0.97, 0.03], 500)?.[0]).toBe(MIN_ODDS);
    expect(price([0.995, 0.005], 500)).toBeNull();
    expect(priceEach([0.995, 0.005], 500)).toEqual([MIN_ODDS, null]);
    expect(priceEach([0.5, 0.5, 0], 500)).toEqual([190, 190, null]);
  });

  it('close a decided market altogether', () => {
    expect(price([1, 0], 500)).toBeNull();
    expect(priceEach([0, 1, 0], 500)).toBeNull();
    expect(() => price([0.5, 0.5], -1)).toThrow(RangeError);
    expect(() => price([0.5, 0.5], 2.5)).toThrow(RangeError);
  });
});
