import { describe, expect, it } from 'vitest';
import {
  asianShares,
  bestOfThree,
  normalCdf,
  poissonPmf,
  type ScoreProb,
  scoreMatrix,
  setWinProbability,
} from './distributions.ts';
import { seededRng } from './rng.ts';
import { setOver } from './timeline.ts';

const total = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
const point = (home: number, away: number): ScoreProb[] => [{ home, away, p: 1 }];

describe('the distributions', () => {
  it('Poisson: sums to 1 and matches e^−λ λ^k / k!', () => {
    const pmf = poissonPmf(1.5, 10);
    expect(total(pmf)).toBeCloseTo(1, 12);
    expect(pmf[0]).toBeCloseTo(Math.exp(-1.5), 5);
    expect(pmf[2]).toBeCloseTo((Math.exp(-1.5) * 1.5 ** 2) / 2, 5);
    expect(poissonPmf(0, 10)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('normal: Φ(0) = ½, Φ(1.96) ≈ 0.975, symmetric', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1.3) + normalCdf(1.3)).toBeCloseTo(1, 9);
    expect(normalCdf(-9)).toBeLessThan(1e-12);
  });

  it('a score matrix adds the remaining goals to the current score', () => {
    const dist = scoreMatrix({ home: 2, away: 1 }, [0.5, 0.5], [1]);
    expect(dist).toEqual([
      { home: 2, away: 1, p: 0.5 },
      { home: 3, away: 1, p: 0.5 },
    ]);
  });
});

describe('Asian lines', () => {
  const even: ScoreProb[] = [
    { home: 1, away: 0, p: 0.4 },
    { home: 1, away: 1, p: 0.3 },
    { home: 0, away: 1, p: 0.3 },
  ];

  it('a whole line pushes on the tie: fair shares are win / (win + lose)', () => {
    expect(asianShares(even, 'AH', 0).probs[0]).toBeCloseTo(0.4 / 0.7, 12);
  });

  it('a quarter line is half on each neighbour: home −0.25 loses half on a draw', () => {
    // Home −0.25: win 0.4, half lose 0.3, lose 0.3 → q = 0.4 / (0.4 + 0.3 + 0.15).
    const { probs } = asianShares(even, 'AH', -1);
    expect(probs[0]).toBeCloseTo(0.4 / 0.85, 12);
    expect(probs[0] + probs[1]).toBe(1);
    // Over 1.75 (7 quarters): a total of 2 is half a win, of 1 a loss.
    const ou = asianShares(
      [...point(1, 1).map((s) => ({ ...s, p: 0.5 })), { home: 1, away: 0, p: 0.5 }],
      'OU',
      7,
    );
    expect(ou.probs[0]).toBeCloseTo(0.25 / 0.75, 12);
  });

  it('knows a decided line: over 2.5 at 3 goals, and a certain push', () => {
    expect(asianShares(point(2, 1), 'OU', 10)).toEqual({ probs: [1, 0], decided: true });
    expect(asianShares(point(1, 1), 'AH', 0).decided).toBe(true);
    expect(asianShares(even, 'OU', 6).decided).toBe(false);
  });
});

describe('tennis sets and best of three', () => {
  it('a set from games: ½ when even, certain when over, rising with a lead', () => {
    expect(setWinProbability(0.5, { home: 0, away: 0 })).toBeCloseTo(0.5, 12);
    expect(setWinProbability(0.5, { home: 6, away: 4 })).toBe(1);
    expect(setWinProbability(0.5, { home: 6, away: 7 })).toBe(0);
    expect(setWinProbability(0.5, { home: 5, away: 3 })).toBeGreaterThan(
      setWinProbability(0.5, { home: 4, away: 3 }),
    );
    expect(setWinProbability(0.6, { home: 0, away: 0 })).toBeGreaterThan(0.6);
  });

  it('agrees with playing sets game by game (the timeline’s rule)', () => {
    const rng = seededRng('sets');
    let won = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const games = { home: 0, away: 0 };
      while (!setOver(games)) games[rng() < 0.55 ? 'home' : 'away']++;
      if (games.home > games.away) won++;
    }
    expect(Math.abs(won / n - setWinProbability(0.55, { home: 0, away: 0 }))).toBeLessThan(0.015);
  });

  it('best of three: the four finals sum to 1, each ¼ for even sides', () => {
    const dist = bestOfThree({ home: 0, away: 0 }, 0.5, 0.5);
    expect(dist).toHaveLength(4);
    for (const s of dist) expect(s.p).toBeCloseTo(0.25, 12);
    const decider = bestOfThree({ home: 1, away: 1 }, 0.7, 0.5);
    expect(decider.map((s) => [s.home, s.away])).toEqual([
      [2, 1],
      [1, 2],
    ]);
    expect(decider[0]?.p).toBeCloseTo(0.7, 12);
    expect(bestOfThree({ home: 2, away: 0 }, 0.5, 0.5)).toEqual(point(2, 0));
  });
});
