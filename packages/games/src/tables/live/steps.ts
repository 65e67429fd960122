/**
 * A decision table whose decisions are taken in steps (blackjack, decision 034): its
 * players' draws come from one shared sequence of the deal, so a card may be shown to
 * anyone only once no player who could still draw it has a choice left before it. The
 * round's DECIDING phase is then a run of steps: at the start of each, the engine says
 * from everyone's decisions so far who makes one decision in it (`deciding`) and how much
 * of the sequence everyone may see (`revealed`); when the step closes, the deciders who did
 * not decide take `defaultDecision`, and the next step's frame is drawn from all the
 * decisions. The round is settled after a frame with nobody deciding (or `maxSteps`).
 *
 * Everything a page is sent while a step is open comes from its frame: `shown` for the
 * table, `seen` for one player's own hands — both read only the cards the frame reveals,
 * so what a player learns in a step can never be a card someone may still draw.
 */
export interface StepFrame {
  /** The engine's name for the step's kind (blackjack: "insurance", then "play"). */
  kind: string;
  /** The seats (by the ids given to `frame`) with one decision to make in this step. */
  deciding: number[];
  /** How many cards of the shared sequence everyone may see now. */
  revealed: number;
}

/** A seat as `frame` reads it: its bets (spot → minor units) and its decisions so far. */
export interface StepSeat {
  id: number;
  bets: ReadonlyMap<string, bigint>;
  made: readonly string[];
}

export interface LiveSteps<Outcome> {
  /** A bound on a round's steps: a guard, the engine's own rules end a round sooner. */
  readonly maxSteps: number;
  /**
   * The next step's frame from every seat's decisions so far: nobody deciding means the
   * round is decided. Seats with nothing to decide (side bets only) are simply not in it.
   */
  frame(outcome: Outcome, seats: readonly StepSeat[]): StepFrame;
  /** What everyone sees of the deal while the step of `frame` is open (JSON-safe). */
  shown(outcome: Outcome, frame: StepFrame): Record<string, unknown>;
  /**
   * One player's own hands while the step of `frame` is open, as far as its revealed cards
   * tell (JSON-safe; a card drawn but not shown yet is null), or null without a hand.
   */
  seen(
    outcome: Outcome,
    frame: StepFrame,
    bets: ReadonlyMap<string, bigint>,
    made: readonly string[],
  ): Record<string, unknown> | null;
}
