import { describe, expect, it } from 'vitest';
import type { Outcome } from '../types.ts';
import { settleSelection } from './outcome.ts';

// The Asian lines, settled through settleSelection; each row worked by hand (README.md).

const score = (s: string) => {
  const [home, away] = s.split('-').map(Number) as [number, number];
  return { home, away };
};

/** Line in quarters, the line as a bettor reads it, score, home's outcome, away's. */
const AH_TABLE: [number, string, string, Outcome, Outcome][] = [
  [0, '0', '0-0', 'VOID', 'VOID'],
  [0, '0', '2-2', 'VOID', 'VOID'],
  [0, '0', '1-0', 'WIN', 'LOSE'],
  [0, '0', '0-1', 'LOSE', 'WIN'],
  [-1, '-0.25', '0-0', 'HALF_LOSE', 'HALF_WIN'],
  [-1, '-0.25', '1-1', 'HALF_LOSE', 'HALF_WIN'],
  [-1, '-0.25', '1-0', 'WIN', 'LOSE'],
  [-1, '-0.25', '2-1', 'WIN', 'LOSE'],
  [-1, '-0.25', '0-1', 'LOSE', 'WIN'],
  [-2, '-0.5', '0-0', 'LOSE', 'WIN'],
  [-2, '-0.5', '1-0', 'WIN', 'LOSE'],
  [-3, '-0.75', '1-0', 'HALF_WIN', 'HALF_LOSE'],
  [-3, '-0.75', '2-1', 'HALF_WIN', 'HALF_LOSE'],
  [-3, '-0.75', '2-0', 'WIN', 'LOSE'],
  [-3, '-0.75', '0-0', 'LOSE', 'WIN'],
  [-3, '-0.75', '1-1', 'LOSE', 'WIN'],
  [-3, '-0.75', '0-1', 'LOSE', 'WIN'],
  [-4, '-1', '1-0', 'VOID', 'VOID'],
  [-4, '-1', '3-2', 'VOID', 'VOID'],
  [-4, '-1', '2-0', 'WIN', 'LOSE'],
  [-4, '-1', '3-1', 'WIN', 'LOSE'],
  [-4, '-1', '0-0', 'LOSE', 'WIN'],
  [-5, '-1.25', '1-0', 'HALF_LOSE', 'HALF_WIN'],
  [-5, '-1.25', '2-1', 'HALF_LOSE', 'HALF_WIN'],
  [-5, '-1.25', '2-0', 'WIN', 'LOSE'],
  [-5, '-1.25', '3-1', 'WIN', 'LOSE'],
  [-5, '-1.25', '0-0', 'LOSE', 'WIN'],
  [-6, '-1.5', '1-0', 'LOSE', 'WIN'],
  [-6, '-1.5', '2-1', 'LOSE', 'WIN'],
  [-6, '-1.5', '0-0', 'LOSE', 'WIN'],
  [-6, '-1.5', '2-0', 'WIN', 'LOSE'],
  [-6, '-1.5', '3-1', 'WIN', 'LOSE'],
  [1, '+0.25', '0-0', 'HALF_WIN', 'HALF_LOSE'],
  [1, '+0.25', '2-2', 'HALF_WIN', 'HALF_LOSE'],
  [1, '+0.25', '1-0', 'WIN', 'LOSE'],
  [1, '+0.25', '0-1', 'LOSE', 'WIN'],
  [2, '+0.5', '0-0', 'WIN', 'LOSE'],
  [2, '+0.5', '0-1', 'LOSE', 'WIN'],
  [3, '+0.75', '0-1', 'HALF_LOSE', 'HALF_WIN'],
  [3, '+0.75', '1-2', 'HALF_LOSE', 'HALF_WIN'],
  [3, '+0.75', '0-0', 'WIN', 'LOSE'],
  [3, '+0.75', '0-2', 'LOSE', 'WIN'],
  [5, '+1.25', '0-1', 'HALF_WIN', 'HALF_LOSE'],
  [5, '+1.25', '0-0', 'WIN', 'LOSE'],
  [5, '+1.25', '0-2', 'LOSE', 'WIN'],
];

describe('AH', () => {
  it.each(AH_TABLE)('line %i (%s), %s: home %s, away %s', (line, _label, s, home, away) => {
    expect(settleSelection({ kind: 'AH', line }, 'home', score(s))).toBe(home);
    expect(settleSelection({ kind: 'AH', line }, 'away', score(s))).toBe(away);
  });
});

/** Line in quarters, as read, score, over's outcome, under's. */
const OU_TABLE: [number, string, string, Outcome, Outcome][] = [
  [0, '0', '0-0', 'VOID', 'VOID'],
  [0, '0', '1-0', 'WIN', 'LOSE'],
  [1, '0.25', '0-0', 'HALF_LOSE', 'HALF_WIN'],
  [1, '0.25', '0-1', 'WIN', 'LOSE'],
  [9, '2.25', '1-1', 'HALF_LOSE', 'HALF_WIN'],
  [9, '2.25', '2-0', 'HALF_LOSE', 'HALF_WIN'],
  [9, '2.25', '2-1', 'WIN', 'LOSE'],
  [9, '2.25', '3-1', 'WIN', 'LOSE'],
  [9, '2.25', '1-0', 'LOSE', 'WIN'],
  [9, '2.25', '0-0', 'LOSE', 'WIN'],
  [10, '2.5', '1-1', 'LOSE', 'WIN'],
  [10, '2.5', '0-0', 'LOSE', 'WIN'],
  [10, '2.5', '2-1', 'WIN', 'LOSE'],
  [10, '2.5', '0-3', 'WIN', 'LOSE'],
  [11, '2.75', '2-1', 'HALF_WIN', 'HALF_LOSE'],
  [11, '2.75', '0-3', 'HALF_WIN', 'HALF_LOSE'],
  [11, '2.75', '1-1', 'LOSE', 'WIN'],
  [11, '2.75', '2-2', 'WIN', 'LOSE'],
  [12, '3', '2-1', 'VOID', 'VOID'],
  [12, '3', '3-0', 'VOID', 'VOID'],
  [12, '3', '1-1', 'LOSE', 'WIN'],
  [12, '3', '3-1', 'WIN', 'LOSE'],
  [13, '3.25', '2-1', 'HALF_LOSE', 'HALF_WIN'],
  [13, '3.25', '2-2', 'WIN', 'LOSE'],
];

describe('OU', () => {
  it.each(OU_TABLE)('line %i (%s), %s: over %s, under %s', (line, _label, s, over, under) => {
    expect(settleSelection({ kind: 'OU', line }, 'over', score(s))).toBe(over);
    expect(settleSelection({ kind: 'OU', line }, 'under', score(s))).toBe(under);
  });
});
