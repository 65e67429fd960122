import type { Score } from '../types.ts';
import { BEST_OF, MAX_GAMES_PER_SET } from './rates.ts';
import { setOver } from './timeline.ts';

/** A final score and its probability; a list of them sums to 1. */
export interface ScoreProb {
  home: number;
  away: number;
  p: number;
}

/** Poisson probabilities of 0…cap, renormalised so that they sum to 1. */
export function poissonPmf(mean: number, cap: number): number[] {
  const out: number[] = [];
  let term = Math.exp(-mean);
  for (let k = 0; k <= cap; k++) {
    out.push(term);
    term = (term * mean) / (k + 1);
  }
  const total = out.reduce((s, x) => s + x, 0);
  return out.map((x) => x / total);
}

/** Φ(x) through erfc (Numerical Recipes' erfcc, relative error below 1.2e−7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * z);
  const poly =
    -1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t *
                  (-0.18628806 +
                    t *
                      (0.27886807 +
                        t *
                          (-1.13520398 +
                            t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const erfc = t * Math.exp(-z * z + poly);
  return x >= 0 ? 1 - erfc / 2 : erfc / 2;
}

/** Two independent counts added to the current score. */
export function scoreMatrix(
  current: Score,
  home: readonly number[],
  away: readonly number[],
): ScoreProb[] {
  const out: ScoreProb[] = [];
  home.forEach((ph, i) => {
    away.forEach((pa, j) => {
      out.push({ home: current.home + i, away: current.away + j, p: ph * pa });
    });
  });
  return out;
}

export const sumWhere = (dist: readonly ScoreProb[], test: (s: ScoreProb) => boolean): number =>
  dist.reduce((sum, s) => (test(s) ? sum + s.p : sum), 0);

/** What an Asian line reads from a score: home's margin (AH) or the total (OU), by probability. */
export function collapse(dist: readonly ScoreProb[], kind: 'AH' | 'OU'): Map<number, number> {
  const out = new Map<number, number>();
  for (const s of dist) {
    const x = kind === 'AH' ? s.home - s.away : s.home + s.away;
    out.set(x, (out.get(x) ?? 0) + s.p);
  }
  return out;
}

/**
 * A two-way Asian market's fair shares [home or over, away or under] and whether its
 * outcome is certain. A line in quarters settles on the two half lines next to it when odd
 * (types.ts). Counting a half push as half a stake back, the fair price of a side is
 * 1 / q with q = (W + HW/2) / (W + L + HW/2 + HL/2); the two sides' q sum to 1.
 */
export function asianShares(
  dist: readonly ScoreProb[] | Map<number, number>,
  kind: 'AH' | 'OU',
  line: number,
): { probs: [number, number]; decided: boolean } {
  const values = dist instanceof Map ? dist : collapse(dist, kind);
  const halves = line % 2 === 0 ? [line, line] : [line - 1, line + 1];
  let win = 0;
  let lose = 0;
  let halfWin = 0;
  let halfLose = 0;
  for (const [x, p] of values) {
    // In quarters: home's margin with the handicap, or the total past the line.
    let net = 0;
    for (const h of halves) net += Math.sign(kind === 'AH' ? 4 * x + h : 4 * x - h);
    if (net === 2) win += p;
    else if (net === 1) halfWin += p;
    else if (net === -1) halfLose += p;
    else if (net === -2) lose += p;
  }
  const staked = win + lose + halfWin / 2 + halfLose / 2;
  if (staked < 1e-12) return { probs: [0.5, 0.5], decided: true };
  const q = (win + halfWin / 2) / staked;
  return { probs: [q, 1 - q], decided: q > 1 - 1e-9 || q < 1e-9 };
}

/** The chance home wins a tennis set from `games`, each game home's with probability g. */
export function setWinProbability(g: number, games: Score): number {
  if (setOver(games)) return games.home > games.away ? 1 : 0;
  const memo = new Map<number, number>();
  const from = (h: number, a: number): number => {
    if (setOver({ home: h, away: a })) return h > a ? 1 : 0;
    const key = h * (MAX_GAMES_PER_SET + 1) + a;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const p = g * from(h + 1, a) + (1 - g) * from(h, a + 1);
    memo.set(key, p);
    return p;
  };
  return from(games.home, games.away);
}

/**
 * The final sets (or maps) of a best of 3 from the current score: the unit in play goes
 * home's way with `pNow`, every later one with `pNext`.
 */
export function bestOfThree(score: Score, pNow: number, pNext: number): ScoreProb[] {
  const toWin = Math.ceil(BEST_OF / 2);
  const out: ScoreProb[] = [];
  const walk = (home: number, away: number, p: number, first: boolean): void => {
    if (home >= toWin || away >= toWin) {
      const same = out.find((s) => s.home === home && s.away === away);
      if (same) same.p += p;
      else out.push({ home, away, p });
      return;
    }
    const q = first ? pNow : pNext;
    if (q > 0) walk(home + 1, away, p * q, false);
    if (q < 1) walk(home, away + 1, p * (1 - q), false);
  };
  walk(score.home, score.away, 1, true);
  return out;
}
