import { describe, expect, it } from 'vitest';
import type { MarketSpec } from '../types.ts';
import { SportsRuleError } from './errors.ts';
import { CORRECT_SCORES, correctScoreOf, isCorrectScorePick, settleSelection } from './outcome.ts';

const score = (s: string) => {
  const [home, away] = s.split('-').map(Number) as [number, number];
  return { home, away };
};

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (e) {
    if (e instanceof SportsRuleError) return e.code;
    throw e;
  }
  return undefined;
}

describe('1X2', () => {
  it.each([
    ['1-0', 'WIN', 'LOSE', 'LOSE'],
    ['0-0', 'LOSE', 'WIN', 'LOSE'],
    ['2-2', 'LOSE', 'WIN', 'LOSE'],
    ['1-3', 'LOSE', 'LOSE', 'WIN'],
  ] as const)('%s: home %s, draw %s, away %s', (s, home, draw, away) => {
    const m: MarketSpec = { kind: '1X2' };
    expect(settleSelection(m, 'home', score(s))).toBe(home);
    expect(settleSelection(m, 'draw', score(s))).toBe(draw);
    expect(settleSelection(m, 'away', score(s))).toBe(away);
  });
});

describe('ML', () => {
  it.each([
    ['2-1', 'WIN', 'LOSE'],
    ['0-2', 'LOSE', 'WIN'],
    ['101-99', 'WIN', 'LOSE'],
    ['1-1', 'VOID', 'VOID'],
    ['0-0', 'VOID', 'VOID'],
  ] as const)('%s: home %s, away %s', (s, home, away) => {
    expect(settleSelection({ kind: 'ML' }, 'home', score(s))).toBe(home);
    expect(settleSelection({ kind: 'ML' }, 'away', score(s))).toBe(away);
  });
});

describe('BTTS', () => {
  it.each([
    ['1-1', 'WIN', 'LOSE'],
    ['3-2', 'WIN', 'LOSE'],
    ['1-0', 'LOSE', 'WIN'],
    ['0-4', 'LOSE', 'WIN'],
    ['0-0', 'LOSE', 'WIN'],
  ] as const)('%s: yes %s, no %s', (s, yes, no) => {
    expect(settleSelection({ kind: 'BTTS' }, 'yes', score(s))).toBe(yes);
    expect(settleSelection({ kind: 'BTTS' }, 'no', score(s))).toBe(no);
  });
});

describe('CS', () => {
  it('lists the 16 scores, home first, then other', () => {
    expect(CORRECT_SCORES).toHaveLength(17);
    expect(CORRECT_SCORES.slice(0, 5)).toEqual(['0-0', '0-1', '0-2', '0-3', '1-0']);
    expect(CORRECT_SCORES.at(-1)).toBe('other');
    expect(['3-3', 'other', '0-0'].every(isCorrectScorePick)).toBe(true);
    expect(['4-0', '0-4', '1:0', ' 1-1', 'Other', ''].some(isCorrectScorePick)).toBe(false);
  });

  it.each([
    ['0-0', '0-0', 'WIN'],
    ['0-0', '1-0', 'LOSE'],
    ['2-1', '2-1', 'WIN'],
    ['2-1', '1-2', 'LOSE'],
    ['2-1', 'other', 'LOSE'],
    ['3-3', '3-3', 'WIN'],
    ['3-3', 'other', 'LOSE'],
    ['4-0', 'other', 'WIN'],
    ['4-0', '3-0', 'LOSE'],
    ['0-4', 'other', 'WIN'],
    ['5-5', 'other', 'WIN'],
  ] as const)('%s: pick %s %s', (s, pick, outcome) => {
    expect(settleSelection({ kind: 'CS' }, pick, score(s))).toBe(outcome);
  });

  it('names the winning pick of a score', () => {
    expect([correctScoreOf(score('1-3')), correctScoreOf(score('1-4'))]).toEqual(['1-3', 'other']);
  });
});

describe('refusals', () => {
  it.each([
    [{ kind: '1X2' }, 'over', 'BAD_PICK'],
    [{ kind: '1X2' }, 'Home', 'BAD_PICK'],
    [{ kind: 'ML' }, 'draw', 'BAD_PICK'],
    [{ kind: 'BTTS' }, 'home', 'BAD_PICK'],
    [{ kind: 'CS' }, '4-0', 'BAD_PICK'],
    [{ kind: 'CS' }, '1-1 ', 'BAD_PICK'],
    [{ kind: 'AH', line: -1 }, 'draw', 'BAD_PICK'],
    [{ kind: 'AH', line: -1 }, 'over', 'BAD_PICK'],
    [{ kind: 'OU', line: 10 }, 'home', 'BAD_PICK'],
    [{ kind: 'AH' }, 'home', 'BAD_LINE'],
    [{ kind: 'AH', line: -0.25 }, 'home', 'BAD_LINE'],
    [{ kind: 'AH', line: Number.NaN }, 'home', 'BAD_LINE'],
    [{ kind: 'OU' }, 'over', 'BAD_LINE'],
    [{ kind: 'OU', line: 2.5 }, 'over', 'BAD_LINE'],
    [{ kind: 'OU', line: -2 }, 'under', 'BAD_LINE'],
    [{ kind: '1X2', line: 0 }, 'home', 'BAD_LINE'],
    [{ kind: 'CS', line: 4 }, '1-0', 'BAD_LINE'],
    [{ kind: 'HT' as MarketSpec['kind'] }, 'home', 'BAD_MARKET'],
  ] as [MarketSpec, string, string][])('%o, pick %s: %s', (market, pick, code) => {
    expect(codeOf(() => settleSelection(market, pick, score('1-0')))).toBe(code);
  });

  it.each([
    { home: -1, away: 0 },
    { home: 1.5, away: 0 },
    { home: 0, away: Number.NaN },
  ])('refuses the score %o', (bad) => {
    expect(codeOf(() => settleSelection({ kind: '1X2' }, 'home', bad))).toBe('BAD_SCORE');
  });
});
