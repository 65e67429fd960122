import { describe, expect, it } from 'vitest';
import { SPORTS } from '../types.ts';
import { DEMO_LEAGUES, demoLeague, teamStrength } from './teams.ts';

describe('the demo leagues', () => {
  it('have 3 football leagues, 2 basketball, a tennis tour of 16 and one league per e-sport', () => {
    const shape = (sport: string) =>
      DEMO_LEAGUES.filter((l) => l.sport === sport).map((l) => l.teams.length);
    expect(shape('football')).toEqual([8, 8, 8]);
    expect(shape('basketball')).toEqual([8, 8]);
    expect(shape('tennis')).toEqual([16]);
    for (const sport of ['cs2', 'dota2', 'lol']) expect(shape(sport)).toEqual([8]);
    for (const sport of SPORTS) expect(shape(sport).length).toBeGreaterThan(0);
  });

  it('name every league and team once, with ids unique across the feed', () => {
    const teams = DEMO_LEAGUES.flatMap((l) => l.teams);
    expect(new Set(teams.map((t) => t.id)).size).toBe(teams.length);
    expect(new Set(teams.map((t) => t.name)).size).toBe(teams.length);
    expect(new Set(DEMO_LEAGUES.map((l) => l.id)).size).toBe(DEMO_LEAGUES.length);
    for (const league of DEMO_LEAGUES) {
      league.teams.forEach((t, i) => {
        expect(t.id).toBe(`${league.id}-t${i + 1}`);
      });
      expect(demoLeague(league.id)).toBe(league);
    }
    expect(demoLeague('nope')).toBeUndefined();
  });

  it('give each team a fixed strength in [−1, 1], in hundredths, and not all alike', () => {
    const strengths = DEMO_LEAGUES.flatMap((l) => l.teams).map((t) => {
      expect(t.strength).toBe(teamStrength(t.id));
      expect(Math.abs(t.strength)).toBeLessThanOrEqual(1);
      expect(Math.round(t.strength * 100) / 100).toBe(t.strength);
      return t.strength;
    });
    expect(Math.max(...strengths) - Math.min(...strengths)).toBeGreaterThan(1);
  });
});
