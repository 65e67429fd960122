import type { Outcome } from '../types.ts';

/**
 * The Asian line rule AH and OU share. `quarters` is how far the pick is ahead of its
 * line, in quarters of a unit: for home on AH it is 4 × (home − away) + line, for over on
 * OU it is 4 × total − line, and the other pick is the same number negated.
 *
 * A whole or half line (quarters even) settles as one bet: ahead wins, behind loses,
 * level (only possible on a whole line) pushes and the stake comes back. A quarter line
 * (quarters odd) is the stake split on the two half-steps either side — −0.25 is half on
 * 0 and half on −0.5 — so each half is one quarter either side of `quarters`.
 */
export function lineOutcome(quarters: number): Outcome {
  if (quarters % 2 === 0) return wholeOrHalf(quarters);
  return combineHalves(wholeOrHalf(quarters - 1), wholeOrHalf(quarters + 1));
}

function wholeOrHalf(quarters: number): Outcome {
  return quarters > 0 ? 'WIN' : quarters < 0 ? 'LOSE' : 'VOID';
}

/**
 * The two halves sit half a unit apart and a score is whole units, so they can never
 * both push nor one win while the other loses: the only pairs are the four below.
 */
function combineHalves(lower: Outcome, upper: Outcome): Outcome {
  if (lower === upper) return lower;
  if (lower === 'VOID') return 'HALF_WIN';
  return 'HALF_LOSE';
}
