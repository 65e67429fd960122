import { describe, expect, it } from 'vitest';
import type { SportCode } from '../types.ts';
import { demoFixtures } from './fixtures.ts';
import { marketsFor } from './markets.ts';
import { fairProbabilities } from './pricing.ts';
import { stateAt } from './state.ts';
import { fixtureOf, manyFixtures } from './testing.ts';
import { matchTimeline } from './timeline.ts';

const MARGIN = 500;
const overround = (odds: number[]) => odds.reduce((s, o) => s + 100 / o, 0) - 1;
const kinds = (sport: SportCode) => {
  const f = fixtureOf(sport, 0.2, 0, 'k');
  return marketsFor(f, stateAt(f, [], f.startMs - 1), MARGIN).map(
    (m) => `${m.spec.kind}:${m.spec.line ?? ''}`,
  );
};

describe('the markets of a fixture', () => {
  it('offers each sport’s list, with ids made of the fixture id, kind and line', () => {
    const football = kinds('football');
    expect(football[0]).toBe('1X2:');
    expect(football.filter((k) => k.startsWith('AH:'))).toHaveLength(3);
    expect(football).toContain('OU:10');
    expect(football.slice(-2)).toEqual(['BTTS:', 'CS:']);
    expect(kinds('tennis')).toEqual(['ML:', 'AH:-6', 'AH:6', 'OU:10']);
    expect(kinds('lol')).toEqual(['ML:', 'AH:-6', 'AH:6', 'OU:10']);
    const basketball = kinds('basketball');
    expect(basketball[0]).toBe('ML:');
    expect(basketball.filter((k) => k.startsWith('AH:'))).toHaveLength(3);
    // Half lines only: 2 mod 4 in quarters, so no push.
    for (const k of basketball.slice(1)) expect((Number(k.split(':')[1]) + 400) % 4).toBe(2);
    const f = fixtureOf('football', 0, 0, 'ids');
    for (const m of marketsFor(f, stateAt(f, [], 0), MARGIN)) {
      expect(m.id).toBe(`${f.id}:${m.spec.kind}:${m.spec.line ?? ''}`);
    }
  });

  it('prices the same for the same seed and time, on every instance', () => {
    const [f] = demoFixtures('brand', Date.UTC(2025, 2, 3), Date.UTC(2025, 2, 3, 0, 30));
    if (!f) throw new Error('no fixture');
    const at = f.startMs + 200_000;
    const once = marketsFor(f, stateAt(f, matchTimeline(f), at), MARGIN);
    const [again] = demoFixtures('brand', Date.UTC(2025, 2, 3), Date.UTC(2025, 2, 3, 0, 30));
    if (!again) throw new Error('no fixture');
    expect(marketsFor(again, stateAt(again, matchTimeline(again), at), MARGIN)).toEqual(once);
  });

  it('sets the main Asian line closest to even, and prices normal markets at the margin', () => {
    const f = fixtureOf('football', 0.6, -0.4, 'main');
    const markets = marketsFor(f, stateAt(f, [], 0), MARGIN);
    const [low, main, high] = fairProbabilities(f, stateAt(f, [], 0))
      .filter((m) => m.spec.kind === 'AH')
      .map((m) => Math.abs((m.probs[0] ?? 0) - 0.5));
    expect(main ?? 1).toBeLessThanOrEqual(Math.min(low ?? 0, high ?? 0));
    for (const m of markets.filter((x) => x.spec.kind !== 'CS')) {
      expect(m.suspended).toBe(false);
      const o = overround(m.selections.map((s) => s.odds ?? Number.NaN));
      expect(o).toBeGreaterThanOrEqual(0.04);
      expect(o).toBeLessThanOrEqual(0.055);
    }
    const cs = markets.find((m) => m.spec.kind === 'CS');
    expect(cs?.selections).toHaveLength(17);
    expect(cs?.selections.at(-1)?.pick).toBe('other');
  });

  it('closes a decided market: over 2.5 once three goals are in, BTTS once both scored', () => {
    const f = manyFixtures('football', 0.6, 0.5, 300).find((x) => {
      const goals = matchTimeline(x);
      const third = goals[2];
      const early = third?.kind === 'goal' && third.minute <= 60;
      return early && goals.slice(0, 3).some((g) => g.kind === 'goal' && g.side === 'away');
    });
    if (!f) throw new Error('no such match');
    const timeline = matchTimeline(f);
    const third = timeline[2];
    if (!third) throw new Error('no third goal');
    const before = marketsFor(f, stateAt(f, timeline, third.atMs - 1), MARGIN);
    const after = marketsFor(f, stateAt(f, timeline, third.atMs), MARGIN);
    const ou = (ms: typeof after) => ms.find((m) => m.id.endsWith(':OU:10'));
    expect(ou(before)?.suspended).toBe(false);
    expect(ou(after)?.suspended).toBe(true);
    expect(ou(after)?.selections.every((s) => s.odds === null)).toBe(true);
    const score = stateAt(f, timeline, third.atMs).score;
    if (score.home > 0 && score.away > 0) {
      expect(after.find((m) => m.spec.kind === 'BTTS')?.suspended).toBe(true);
    }
    expect(after.find((m) => m.spec.kind === '1X2')?.suspended).toBe(false);
  });

  it('closes home −1.5 sets once home dropped a set, and everything once the match is over', () => {
    for (const f of manyFixtures('tennis', 0, 0, 30)) {
      const timeline = matchTimeline(f);
      const firstSet = timeline.find((e) => e.kind === 'set');
      if (!firstSet) throw new Error('no set');
      const markets = marketsFor(f, stateAt(f, timeline, firstSet.atMs), MARGIN);
      const minus = markets.find((m) => m.spec.kind === 'AH' && m.spec.line === -6);
      const plus = markets.find((m) => m.spec.kind === 'AH' && m.spec.line === 6);
      expect(minus?.suspended).toBe(firstSet.side === 'away');
      expect(plus?.suspended).toBe(firstSet.side === 'home');
      const ended = marketsFor(f, stateAt(f, timeline, f.startMs + f.durationMs), MARGIN);
      expect(ended.every((m) => m.suspended && m.selections.every((s) => s.odds === null))).toBe(
        true,
      );
    }
  });

  it('prices basketball at half lines and closes a total already passed', () => {
    const [f] = manyFixtures('basketball', 0, 0, 1);
    if (!f) throw new Error('no fixture');
    const timeline = matchTimeline(f);
    const late = stateAt(f, timeline, f.startMs + Math.floor(f.durationMs * 0.9));
    const markets = marketsFor(f, late, MARGIN);
    const total = late.score.home + late.score.away;
    for (const m of markets.filter((x) => x.spec.kind === 'OU')) {
      if (total > (m.spec.line ?? 0) / 4) expect(m.suspended).toBe(true);
    }
    expect(markets.find((m) => m.spec.kind === 'ML')?.selections.map((s) => s.pick)).toEqual([
      'home',
      'away',
    ]);
  });
});
