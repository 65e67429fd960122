import type { FairInput } from '../../fair/outcomes.ts';
import { fairShoePrefix } from './shoe.ts';
import { type BaccaratOutcome, dealBaccaratFromCards } from './tableau.ts';

/** A provably fair coup: the cards of `fairShoePrefix(input)` played by the tableau. */
export function dealBaccarat(input: FairInput): BaccaratOutcome {
  return dealBaccaratFromCards(fairShoePrefix(input));
}
