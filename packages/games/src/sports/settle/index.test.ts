import { describe, expect, it } from 'vitest';
import * as settle from './index.ts';

describe('the settle entry point', () => {
  it('exports the public names', () => {
    expect(Object.keys(settle).sort()).toEqual([
      'COMBO_MAX',
      'COMBO_MIN',
      'CORRECT_SCORES',
      'FACTOR_DENOMINATOR',
      'SportsRuleError',
      'assertOdds',
      'assertStake',
      'betReturn',
      'cashOutValue',
      'checkSlip',
      'comboOdds',
      'correctScoreOf',
      'formatOdds',
      'isCorrectScorePick',
      'legFactor',
      'lineOutcome',
      'potentialReturn',
      'settleSelection',
    ]);
  });

  it('settles a quarter-line combo end to end', () => {
    // Home −0.75 at 1.90 wins by one (half win); over 2.5 at 2.00 on 2-1 (win).
    const ah = settle.settleSelection({ kind: 'AH', line: -3 }, 'home', { home: 1, away: 0 });
    const ou = settle.settleSelection({ kind: 'OU', line: 10 }, 'over', { home: 2, away: 1 });
    const legs = [
      { odds: 190, outcome: ah },
      { odds: 200, outcome: ou },
    ];
    // 10.00 × 1.45 × 2.00 = 29.00
    expect(settle.betReturn(1000n, legs)).toBe(2900n);
  });
});
