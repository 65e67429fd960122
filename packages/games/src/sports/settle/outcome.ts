import type { MarketKind, MarketSpec, Outcome, Pick, Score } from '../types.ts';
import { SportsRuleError } from './errors.ts';
import { lineOutcome } from './lines.ts';

/** The highest score per side a `CS` pick names; anything above is `other`. */
const CS_TOP = 3;

/** Every `CS` pick, home goals first: the 16 scores 0-0 … 3-3, then `other`. */
export const CORRECT_SCORES: readonly string[] = [
  '0-0',
  '0-1',
  '0-2',
  '0-3',
  '1-0',
  '1-1',
  '1-2',
  '1-3',
  '2-0',
  '2-1',
  '2-2',
  '2-3',
  '3-0',
  '3-1',
  '3-2',
  '3-3',
  'other',
];

export function isCorrectScorePick(pick: string): boolean {
  return CORRECT_SCORES.includes(pick);
}

const PICKS: Record<Exclude<MarketKind, 'CS'>, readonly Pick[]> = {
  '1X2': ['home', 'draw', 'away'],
  ML: ['home', 'away'],
  AH: ['home', 'away'],
  OU: ['over', 'under'],
  BTTS: ['yes', 'no'],
};

/**
 * How one selection ends on the match's final score (the rules are in README.md and
 * `../types.ts`). Refuses, with a `SportsRuleError`, a pick the market does not have, a
 * line that is missing or not whole quarters, and a score that is not two counts: a
 * mis-built market must never settle quietly as a loss.
 */
export function settleSelection(market: MarketSpec, pick: Pick, score: Score): Outcome {
  checkScore(score);
  const { home, away } = score;
  switch (market.kind) {
    case '1X2':
      checkPick(market, pick);
      return winsIf(pick === (home > away ? 'home' : home < away ? 'away' : 'draw'));
    case 'ML':
      checkPick(market, pick);
      // A two-way market has no draw to pay, so a level score gives the stakes back.
      if (home === away) return 'VOID';
      return winsIf(pick === (home > away ? 'home' : 'away'));
    case 'BTTS':
      checkPick(market, pick);
      return winsIf(pick === (home > 0 && away > 0 ? 'yes' : 'no'));
    case 'CS':
      checkPick(market, pick);
      return winsIf(pick === correctScoreOf(score));
    case 'AH': {
      const line = lineOf(market);
      checkPick(market, pick);
      const homeAhead = 4 * (home - away) + line;
      return lineOutcome(pick === 'home' ? homeAhead : -homeAhead);
    }
    case 'OU': {
      const line = lineOf(market);
      if (line < 0) throw new SportsRuleError('BAD_LINE', `an OU line must be ≥ 0, got ${line}`);
      checkPick(market, pick);
      const overAhead = 4 * (home + away) - line;
      return lineOutcome(pick === 'over' ? overAhead : -overAhead);
    }
    default:
      throw new SportsRuleError('BAD_MARKET', `unknown market kind ${String(market.kind)}`);
  }
}

/** The `CS` pick a final score wins: `h-a` while both sides are within 0–3, else `other`. */
export function correctScoreOf(score: Score): string {
  return score.home > CS_TOP || score.away > CS_TOP ? 'other' : `${score.home}-${score.away}`;
}

function winsIf(won: boolean): Outcome {
  return won ? 'WIN' : 'LOSE';
}

function checkPick(market: MarketSpec, pick: Pick): void {
  if (market.line !== undefined && market.kind !== 'AH' && market.kind !== 'OU') {
    // Only AH and OU have a line; one elsewhere means the market was built wrong.
    throw new SportsRuleError('BAD_LINE', `a ${market.kind} market has no line`);
  }
  const valid = market.kind === 'CS' ? isCorrectScorePick(pick) : PICKS[market.kind].includes(pick);
  if (!valid) throw new SportsRuleError('BAD_PICK', `${market.kind} has no pick ${pick}`);
}

/** An AH or OU line: a whole number of quarters (a float here would be a unit mix-up). */
function lineOf(market: MarketSpec): number {
  const { line } = market;
  if (line === undefined || !Number.isSafeInteger(line)) {
    throw new SportsRuleError(
      'BAD_LINE',
      `a ${market.kind} market needs a line in whole quarters, got ${line}`,
    );
  }
  return line;
}

function checkScore(score: Score): void {
  const count = (n: number) => Number.isSafeInteger(n) && n >= 0;
  if (!count(score.home) || !count(score.away)) {
    throw new SportsRuleError(
      'BAD_SCORE',
      `a score is two counts ≥ 0, got ${JSON.stringify(score)}`,
    );
  }
}
