/**
 * The one decision of an ante game against the dealer — three card poker's play or fold,
 * casino hold'em's call or fold — as the `LiveDecisionEngine` members ask it: a player
 * with an ante on the table decides once, raising (a further stake of `multiple` × ante on
 * the spot named like the decision) or folding; fold is what the window's close decides.
 * Side bets alone give nothing to decide.
 */
export interface AnteDecision {
  readonly decisionTypes: readonly string[];
  nextDecisions(
    outcome: unknown,
    bets: ReadonlyMap<string, bigint>,
    made: readonly string[],
  ): string[];
  defaultDecision(): string;
  stakeOf(
    decision: string,
    bets: ReadonlyMap<string, bigint>,
    made: readonly string[],
  ): { spot: string; stake: bigint } | null;
  /**
   * The player's decision once the window closed: the one they made, or fold when they
   * made none; null without an ante. Throws on decisions the rules do not allow (two
   * decisions, a raise without an ante, an unknown word): the server checked them with
   * `nextDecisions`, so these mean a bug, never a player's mistake to settle.
   */
  decided(bets: ReadonlyMap<string, bigint>, decisions: readonly string[]): string | null;
}

export const FOLD = 'fold';

export function anteDecision(raise: string, multiple: bigint): AnteDecision {
  const anteOf = (bets: ReadonlyMap<string, bigint>) => bets.get('ante') ?? 0n;
  const choices = [raise, FOLD];
  return {
    decisionTypes: choices,
    nextDecisions: (_outcome, bets, made) =>
      anteOf(bets) > 0n && made.length === 0 ? [...choices] : [],
    defaultDecision: () => FOLD,
    stakeOf(decision, bets, made) {
      if (decision === FOLD) return null;
      if (decision !== raise) throw new RangeError(`no such decision: ${decision}`);
      const ante = anteOf(bets);
      if (ante <= 0n || made.length > 0) throw new RangeError(`${raise} needs an ante, once`);
      return { spot: raise, stake: multiple * ante };
    },
    decided(bets, decisions) {
      if (anteOf(bets) <= 0n) {
        if (decisions.length > 0) throw new RangeError('no decision without an ante');
        return null;
      }
      if (decisions.length > 1) throw new RangeError('one decision a round');
      const decision = decisions[0] ?? FOLD;
      if (!choices.includes(decision)) throw new RangeError(`no such decision: ${decision}`);
      return decision;
    },
  };
}
