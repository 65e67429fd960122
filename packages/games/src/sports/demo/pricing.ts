import type { MarketSpec, Pick } from '../types.ts';
import {
  asianShares,
  bestOfThree,
  collapse,
  normalCdf,
  poissonPmf,
  type ScoreProb,
  scoreMatrix,
  setWinProbability,
  sumWhere,
} from './distributions.ts';
import type { DemoFixture } from './fixtures.ts';
import {
  BASKETBALL_MINUTES,
  basketballRates,
  esportsMapProbability,
  footballRates,
  tennisGameProbability,
} from './rates.ts';
import type { MatchState } from './state.ts';

/**
 * Fair probabilities of every market from the match state alone — the pricing never reads
 * the timeline, so it knows no more than a viewer does. Each market's probabilities sum
 * to 1; `decided` when its outcome can no longer change.
 */
export interface FairMarket {
  spec: MarketSpec;
  picks: Pick[];
  probs: number[];
  decided: boolean;
}

const CERTAIN = 1 - 1e-9;
const GOAL_CAP = 10;

const fair = (spec: MarketSpec, picks: Pick[], probs: number[], decided = false): FairMarket => ({
  spec,
  picks,
  probs,
  decided: decided || probs.some((p) => p >= CERTAIN),
});

function asian(dist: readonly ScoreProb[], kind: 'AH' | 'OU', line: number): FairMarket {
  const { probs, decided } = asianShares(dist, kind, line);
  return fair({ kind, line }, kind === 'AH' ? ['home', 'away'] : ['over', 'under'], probs, decided);
}

/** The quarter line whose first side is closest to even money, among `lines`. */
function mainLine(dist: readonly ScoreProb[], kind: 'AH' | 'OU', lines: number[]): number {
  const values = collapse(dist, kind);
  let best = lines[0] ?? 0;
  let gap = Number.POSITIVE_INFINITY;
  for (const line of lines) {
    const { probs } = asianShares(values, kind, line);
    const g = Math.abs(probs[0] - 0.5);
    if (g < gap - 1e-12) [best, gap] = [line, g];
  }
  return best;
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

function winner(dist: readonly ScoreProb[], spec: MarketSpec): FairMarket {
  const home = sumWhere(dist, (s) => s.home > s.away);
  const away = sumWhere(dist, (s) => s.home < s.away);
  if (spec.kind === '1X2')
    return fair(spec, ['home', 'draw', 'away'], [home, 1 - home - away, away]);
  // A match winner has no draw: a tie's mass goes half to each side.
  const tie = 1 - home - away;
  return fair(spec, ['home', 'away'], [home + tie / 2, away + tie / 2]);
}

function football(f: DemoFixture, state: MatchState): FairMarket[] {
  const rates = footballRates(f.home, f.away);
  const left = state.phase === 'ended' ? 0 : 1 - state.elapsed;
  const dist = scoreMatrix(
    state.score,
    poissonPmf(rates.home * left, GOAL_CAP),
    poissonPmf(rates.away * left, GOAL_CAP),
  );
  const ah = mainLine(dist, 'AH', range(-40, 40));
  const ou = mainLine(dist, 'OU', range(1, 80));
  const both = sumWhere(dist, (s) => s.home > 0 && s.away > 0);
  const scores = range(0, 15).map((i) => `${Math.floor(i / 4)}-${i % 4}`);
  const cs: number[] = new Array(16).fill(0);
  for (const s of dist)
    if (s.home < 4 && s.away < 4) {
      const i = s.home * 4 + s.away;
      cs[i] = (cs[i] ?? 0) + s.p;
    }
  return [
    winner(dist, { kind: '1X2' }),
    asian(dist, 'AH', ah - 1),
    asian(dist, 'AH', ah),
    asian(dist, 'AH', ah + 1),
    asian(dist, 'OU', 10),
    ...(ou === 10 ? [] : [asian(dist, 'OU', ou)]),
    fair({ kind: 'BTTS' }, ['yes', 'no'], [both, 1 - both]),
    fair({ kind: 'CS' }, [...scores, 'other'], [...cs, 1 - cs.reduce((s, p) => s + p, 0)]),
  ];
}

/**
 * Basketball: the points still to come are Poisson per side, so normal with variance equal
 * to the mean; the margin and the total are priced at half lines near their expectation.
 */
function basketball(f: DemoFixture, state: MatchState): FairMarket[] {
  const rates = basketballRates(f.home, f.away);
  const left =
    state.phase === 'ended' ? 0 : (BASKETBALL_MINUTES - state.minute) / BASKETBALL_MINUTES;
  const { home, away } = state.score;
  const margin = home - away + (rates.home - rates.away) * left;
  const total = home + away + (rates.home + rates.away) * left;
  const sd = Math.sqrt((rates.home + rates.away) * left);
  // P(X > x) for X normal (mean, sd), a point mass once sd is 0.
  const above = (mean: number, x: number): number =>
    sd === 0 ? (mean > x ? 1 : mean < x ? 0 : 0.5) : 1 - normalCdf((x - mean) / sd);
  const two = (spec: MarketSpec, picks: Pick[], p: number): FairMarket =>
    fair(spec, picks, [p, 1 - p], state.phase === 'ended');
  const ah = Math.floor(-margin) * 4 + 2;
  const ou = Math.floor(total) * 4 + 2;
  const lines = (main: number, step: number) => [main - step, main, main + step];
  return [
    two({ kind: 'ML' }, ['home', 'away'], above(margin, 0)),
    ...lines(ah, 8).map((line) =>
      two({ kind: 'AH', line }, ['home', 'away'], above(margin, -line / 4)),
    ),
    ...lines(ou, 20).map((line) =>
      // Points once scored stay scored: a total already past the line is over for sure.
      two(
        { kind: 'OU', line },
        ['over', 'under'],
        home + away > line / 4 ? 1 : above(total, line / 4),
      ),
    ),
  ];
}

/** Tennis and e-sports: best of 3 sets or maps → ML, sets/maps ±1.5, total 2.5. */
function bestOf3(dist: readonly ScoreProb[]): FairMarket[] {
  return [
    winner(dist, { kind: 'ML' }),
    asian(dist, 'AH', -6),
    asian(dist, 'AH', 6),
    asian(dist, 'OU', 10),
  ];
}

export function fairProbabilities(fixture: DemoFixture, state: MatchState): FairMarket[] {
  switch (fixture.sport) {
    case 'football':
      return football(fixture, state);
    case 'basketball':
      return basketball(fixture, state);
    case 'tennis': {
      const g = tennisGameProbability(fixture.home, fixture.away);
      const now = setWinProbability(g, state.detail.games ?? { home: 0, away: 0 });
      return bestOf3(bestOfThree(state.score, now, setWinProbability(g, { home: 0, away: 0 })));
    }
    default: {
      const p = esportsMapProbability(fixture.home, fixture.away);
      return bestOf3(bestOfThree(state.score, p, p));
    }
  }
}
