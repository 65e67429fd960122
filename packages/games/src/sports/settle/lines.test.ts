import { describe, expect, it } from 'vitest';
import { lineOutcome } from './lines.ts';

describe('the Asian line rule', () => {
  it.each([
    // Whole and half lines: one bet.
    [8, 'WIN'],
    [2, 'WIN'],
    [0, 'VOID'],
    [-2, 'LOSE'],
    [-4, 'LOSE'],
    // Quarter lines: half on the step below, half on the step above.
    [3, 'WIN'], // halves +0.5 and +1: both ahead
    [1, 'HALF_WIN'], // halves 0 (push) and +0.5 (win)
    [-1, 'HALF_LOSE'], // halves −0.5 (lose) and 0 (push)
    [-3, 'LOSE'], // halves −1 and −0.5: both behind
  ] as const)('%i quarters ahead: %s', (quarters, outcome) => {
    expect(lineOutcome(quarters)).toBe(outcome);
  });
});
