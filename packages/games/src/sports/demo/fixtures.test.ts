import { describe, expect, it } from 'vitest';
import { SPORTS } from '../types.ts';
import {
  DEMO_DURATION_MS,
  type DemoFixture,
  demoFixture,
  demoFixtures,
  leagueGrid,
  roundRobinPair,
} from './fixtures.ts';
import { stateAt } from './state.ts';
import { DEMO_LEAGUES, demoLeague } from './teams.ts';
import { matchTimeline } from './timeline.ts';

const DAY = 86_400_000;
const FROM = Date.UTC(2025, 5, 1, 0, 0, 0) + 12_345;
const day = demoFixtures('brand-seed', FROM, FROM + DAY);

describe('the fixture grid', () => {
  it('is the same list for the same seed and window, and pairs differently for another seed', () => {
    expect(demoFixtures('brand-seed', FROM, FROM + DAY)).toEqual(day);
    const other = demoFixtures('other-seed', FROM, FROM + DAY);
    expect(other.map((f) => f.id)).toEqual(day.map((f) => f.id));
    expect(other.map((f) => f.home.id)).not.toEqual(day.map((f) => f.home.id));
  });

  it('gives distinct ids in a day, each start on its league grid, inside the window, in order', () => {
    expect(new Set(day.map((f) => f.id)).size).toBe(day.length);
    const grids = new Map(DEMO_LEAGUES.map((l) => [l.id, leagueGrid(l)]));
    const wrong = day.filter((f, i) => {
      const grid = grids.get(f.leagueId);
      return (
        !grid ||
        f.id !== `${f.leagueId}-${f.startMs}` ||
        (f.startMs - grid.offsetMs) % grid.stepMs !== 0 ||
        f.startMs < FROM ||
        f.startMs >= FROM + DAY ||
        f.sport !== demoLeague(f.leagueId)?.sport ||
        f.durationMs !== DEMO_DURATION_MS[f.sport] ||
        f.home.id === f.away.id ||
        f.seed !== `brand-seed:${f.id}` ||
        f.startMs < (day[i - 1]?.startMs ?? 0)
      );
    });
    expect(wrong).toEqual([]);
    for (const league of DEMO_LEAGUES) {
      const count = day.filter((f) => f.leagueId === league.id).length;
      expect(count).toBe(DAY / leagueGrid(league).stepMs);
    }
  });

  it('cuts windows cleanly: two halves make the whole', () => {
    const mid = FROM + 7 * 3_600_000 + 1;
    const halves = [
      ...demoFixtures('brand-seed', FROM, mid),
      ...demoFixtures('brand-seed', mid, FROM + DAY),
    ];
    expect(halves.map((f) => f.id).sort()).toEqual(day.map((f) => f.id).sort());
  });

  it('never has a team in two matches at once', () => {
    const byTeam = new Map<string, DemoFixture[]>();
    for (const f of day) {
      for (const t of [f.home.id, f.away.id]) byTeam.set(t, [...(byTeam.get(t) ?? []), f]);
    }
    for (const games of byTeam.values()) {
      for (let i = 1; i < games.length; i++) {
        const [prev, next] = [games[i - 1] as DemoFixture, games[i] as DemoFixture];
        expect(next.startMs).toBeGreaterThanOrEqual(prev.startMs + prev.durationMs);
      }
    }
  });

  it('has matches in play in every sport at any time of the day, several of most', () => {
    const timelines = new Map(day.map((f) => [f.id, matchTimeline(f)]));
    const early = demoFixtures('brand-seed', FROM - 15 * 60_000, FROM);
    for (const f of early) timelines.set(f.id, matchTimeline(f));
    const all = [...early, ...day];
    for (let t = FROM; t < FROM + DAY; t += 173_003) {
      const live = all.filter(
        (f) =>
          f.startMs <= t &&
          t < f.startMs + f.durationMs &&
          stateAt(f, timelines.get(f.id) ?? [], t).phase === 'live',
      );
      for (const sport of SPORTS)
        expect(
          live.some((f) => f.sport === sport),
          `${sport} at ${t}`,
        ).toBe(true);
      expect(live.filter((f) => f.sport === 'football').length).toBeGreaterThanOrEqual(6);
    }
  });

  it('finds a fixture again from its id, and nothing from an id off the grid', () => {
    for (const f of day.slice(0, 40)) expect(demoFixture('brand-seed', f.id)).toEqual(f);
    const f = day[0] as DemoFixture;
    expect(demoFixture('brand-seed', `${f.leagueId}-${f.startMs + 1}`)).toBeNull();
    expect(demoFixture('brand-seed', `nope-${f.startMs}`)).toBeNull();
    expect(demoFixture('brand-seed', `${f.leagueId}-1e12`)).toBeNull();
    expect(demoFixture('brand-seed', 'nodash')).toBeNull();
  });

  it('plays a whole match in the time the speed asks for', () => {
    const fast = demoFixtures('brand-seed', FROM, FROM + 3_600_000, { football: 60_000 });
    const football = fast.filter((f) => f.sport === 'football');
    expect(football.every((f) => f.durationMs === 60_000)).toBe(true);
    expect(football.length).toBe(3 * (3_600_000 / 30_000));
    expect(fast.find((f) => f.sport === 'tennis')?.durationMs).toBe(DEMO_DURATION_MS.tennis);
    const f = football[5] as DemoFixture;
    expect(demoFixture('brand-seed', f.id, { football: 60_000 })).toEqual(f);
    expect(() => demoFixtures('s', 0, 1, { football: 0 })).toThrow(RangeError);
    expect(() => demoFixtures('s', 0, 1, { basketball: 1_500.5 })).toThrow(RangeError);
  });
});

describe('the round robin', () => {
  it.each([8, 16])(
    'meets every pair once per cycle with %i teams, keeping c slots disjoint',
    (n) => {
      const cycle = (n / 2) * (n - 1);
      const seen = new Set<string>();
      for (let k = 0; k < cycle; k++) {
        const [h, a] = roundRobinPair(k, n);
        seen.add([h, a].sort((x, y) => x - y).join('-'));
      }
      expect(seen.size).toBe(cycle);
      const concurrent = n / 4;
      for (let k = 0; k < 3 * cycle; k++) {
        const teams = Array.from({ length: concurrent }, (_, i) => roundRobinPair(k + i, n)).flat();
        expect(new Set(teams).size).toBe(teams.length);
      }
    },
  );

  it('alternates home and away from one cycle to the next', () => {
    const cycle = 28;
    expect(roundRobinPair(3 + cycle, 8)).toEqual([...roundRobinPair(3, 8)].reverse());
  });
});
