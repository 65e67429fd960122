import { type BlackjackOutcome, dealLive, type FairInput, LIVE_ENGINES } from '@gamehall/games';

/** A blackjack round recomputed, in the shape of recompute-live.ts's live rounds. */
export interface BlackjackRound {
  kind: 'live';
  table: 'blackjack';
  outcome: BlackjackOutcome;
  /** The spots the deal alone pays a win on: perfect pairs on a pair; never the main bet. */
  won: string[];
}

/**
 * A blackjack round (decision 034) as the server deals it: the engine's deal of the fair
 * stream, client seed the table and nonce the round's number. Each player's main bet is
 * settled by their own decisions on this deal (hit, stand, double, split, insurance), so
 * the deal alone wins it for no one; only the perfect pairs side bet is read off the deal.
 * (The generic live recompute would play the engine's first decision, insurance.)
 */
export function recomputeBlackjack(input: FairInput): BlackjackRound {
  const engine = LIVE_ENGINES.blackjack;
  if (!engine) throw new Error('no blackjack engine');
  const outcome = dealLive(engine, input) as BlackjackOutcome;
  return { kind: 'live', table: 'blackjack', outcome, won: outcome.pair ? ['perfectPairs'] : [] };
}
