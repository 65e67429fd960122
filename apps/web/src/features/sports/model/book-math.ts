/*
 * The sportsbook's pure math, from the package's public `./sports` entry (its exports map):
 * the site shows the same odds and returns the server settles with. The lint rule against
 * `@gamehall/games/**` guards the package's internals, which this entry is not.
 */
export {
  COMBO_MAX,
  COMBO_MIN,
  checkSlip,
  comboOdds,
  formatOdds,
  potentialReturn,
  SportsRuleError,
} from '@gamehall/games/sports';
