import type { LiveTableEngine } from './engine.ts';
import type { LiveSteps } from './steps.ts';

/**
 * A live table where each player decides between the deal and the result (three card
 * poker's play or fold, casino hold'em's call or fold, blackjack's hit, stand, double,
 * split and insurance). The round's whole deal is still one outcome drawn from the fair
 * stream when betting closes — every card in the order it will be used — so decisions can
 * never change which cards come, only which of them a player's hand takes (as "infinite"
 * live blackjack deals: the n-th card a hand draws is the same for everyone who draws it).
 *
 * The table then shows `visible(outcome)` (the player's cards, the dealer's up card) for a
 * decision window; each player sends decisions one at a time, each checked by
 * `nextDecisions` against what they decided before; an extra stake a decision needs
 * (`stakeOf`) is taken from the wallet as the decision is made. When the window closes,
 * a player who still had a choice gets `defaultDecision` for each, and every bet is
 * settled by `settleWith` on the outcome and the player's decisions. The interface's own
 * `settle(spot, stake, outcome)` answers a bet alone as if its player took every default
 * decision (what a page shows as the table's result; the side bets' true returns).
 */
export interface LiveDecisionEngine<Outcome, BetType extends string = string>
  extends LiveTableEngine<Outcome, BetType> {
  /** Every decision a player may send, as its text ("play", "fold", "hit", "split"…). */
  readonly decisionTypes: readonly string[];
  /** What everyone sees of the deal during the decision window (JSON-safe). */
  visible(outcome: Outcome): Record<string, unknown>;
  /**
   * The decisions open to a player who bet `bets` (spot → stake, minor units) and decided
   * `made` so far: empty when they have nothing left to decide (or never had: a player
   * with only side bets, a blackjack that ends the hand).
   */
  nextDecisions(
    outcome: Outcome,
    bets: ReadonlyMap<string, bigint>,
    made: readonly string[],
  ): string[];
  /** What a player gets when the window closes on a choice: fold, stand, no insurance. */
  defaultDecision(
    outcome: Outcome,
    bets: ReadonlyMap<string, bigint>,
    made: readonly string[],
  ): string;
  /**
   * The extra stake a decision takes (minor units) and the spot it lies on: play and call
   * stake a multiple of the ante, a double or a split the hand's bet, insurance half of it;
   * null for a decision that costs nothing.
   */
  stakeOf(
    decision: string,
    bets: ReadonlyMap<string, bigint>,
    made: readonly string[],
  ): { spot: string; stake: bigint } | null;
  /**
   * What the player's bets return once decided (the stake of each decision included):
   * whole minor units, rounded down, as `settle` does for a table without decisions.
   */
  settleWith(
    outcome: Outcome,
    bets: ReadonlyMap<string, bigint>,
    decisions: readonly string[],
  ): bigint;
  /**
   * Present when the window runs in steps (steps.ts): players' draws share one sequence of
   * the deal, so each card is shown only once nobody may still draw it (blackjack). Absent,
   * the window is one (three card poker, casino hold'em).
   */
  readonly steps?: LiveSteps<Outcome>;
}
