/** The demo sportsbook feed: invented leagues, a computed fixture grid, and in-play prices. */

export {
  bestOfThree,
  normalCdf,
  poissonPmf,
  type ScoreProb,
  setWinProbability,
} from './distributions.ts';
export {
  DEMO_DURATION_MS,
  type DemoFixture,
  type DemoSpeed,
  demoFixture,
  demoFixtures,
  durationOf,
  type LeagueGrid,
  leagueGrid,
} from './fixtures.ts';
export { type DemoMarket, marketId, marketsFor } from './markets.ts';
export { MAX_ODDS, price, priceEach } from './odds.ts';
export { type FairMarket, fairProbabilities } from './pricing.ts';
export {
  BASKETBALL_MINUTES,
  basketballRates,
  esportsMapProbability,
  FOOTBALL_MINUTES,
  footballRates,
  tennisGameProbability,
} from './rates.ts';
export {
  isBurst,
  isSuspendedAt,
  type MatchDetail,
  type MatchPhase,
  type MatchState,
  stateAt,
} from './state.ts';
export { DEMO_LEAGUES, type DemoLeague, type DemoTeam, demoLeague, teamStrength } from './teams.ts';
export { type MatchEvent, matchEndMs, matchTimeline, type Side } from './timeline.ts';
