import type { Score } from '../types.ts';
import type { DemoTeam } from './teams.ts';

/**
 * The model's parameters from two strengths, shared by the timeline (which plays the match)
 * and the pricing (which only knows the state): both must believe the same rates, or the
 * prices would be wrong on average. Strengths run from −1 to 1, so `diff` is within ±2.
 */

/** Match clocks in the sport's unit. */
export const FOOTBALL_MINUTES = 90;
export const BASKETBALL_MINUTES = 48;
/** Tennis and e-sports: best of 3 sets or maps, each given a third of the match's time. */
export const BEST_OF = 3;
/** The most games a set can have (7–6): a game's real time is a 39th of the match. */
export const MAX_GAMES_PER_SET = 13;

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));
const logistic = (x: number): number => 1 / (1 + Math.exp(-x));
const diff = (home: DemoTeam, away: DemoTeam): number => home.strength - away.strength;

/** Expected goals over 90 minutes: 1.5 home and 1.15 away for equal sides, ×e^(±0.3·diff). */
export function footballRates(home: DemoTeam, away: DemoTeam): Score {
  const d = diff(home, away);
  return {
    home: clamp(1.5 * Math.exp(0.3 * d), 0.4, 3.2),
    away: clamp(1.15 * Math.exp(-0.3 * d), 0.3, 2.8),
  };
}

/** Expected points over 48 minutes: about 100–120 each, home 2 points up for equal sides. */
export function basketballRates(home: DemoTeam, away: DemoTeam): Score {
  const d = diff(home, away);
  return { home: clamp(112 + 5 * d, 100, 122), away: clamp(108 - 5 * d, 98, 120) };
}

/** The chance home wins any one game of tennis (no serve effect: games are alike). */
export function tennisGameProbability(home: DemoTeam, away: DemoTeam): number {
  return logistic(0.3 * diff(home, away));
}

/** The chance the first-named team wins any one map (no home side in e-sports). */
export function esportsMapProbability(home: DemoTeam, away: DemoTeam): number {
  return logistic(0.9 * diff(home, away));
}
