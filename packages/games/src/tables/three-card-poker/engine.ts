import type { LiveDecisionEngine } from '../live/decisions.ts';
import { anteDecision } from '../poker-hands/ante-decision.ts';
import {
  dealThreeCardPoker,
  THREE_CARD_POKER_UNIFORMS,
  type ThreeCardPokerOutcome,
} from './deal.ts';
import { threeCardPokerReturns } from './settle.ts';

export type ThreeCardPokerBetType = 'ante' | 'pairPlus';

/** One spot per bet type. The play stake is no bet of its own: `stakeOf` puts it down. */
const BET_TYPES: readonly ThreeCardPokerBetType[] = ['ante', 'pairPlus'];

/**
 * Ante: 1:1 against a qualifying dealer (the play stake too), the play stake pushing when
 * the dealer does not qualify, and the ante bonus 1:1, 4:1, 5:1 on a straight, trips,
 * straight flush to whoever plays. 3.37% of the ante with the optimal strategy (play Q-6-4
 * or better), exact over every deal (odds.test.ts; Wizard of Odds: 3.37%). Pair plus, pay
 * table 1 (40-30-6-4-1): 2.32%, exact over the 22,100 hands.
 */
const PAYTABLE: Readonly<Record<ThreeCardPokerBetType, { pays: string; houseEdge: number }>> = {
  ante: { pays: '1:1 + bonus 1:1–5:1', houseEdge: 3.37 },
  pairPlus: { pays: '1:1–40:1', houseEdge: 2.32 },
};

function readType(spot: string): { type: ThreeCardPokerBetType; spot: string } | null {
  // Compared by value with the list, so "constructor" or "__proto__" from the wire finds nothing.
  const type = BET_TYPES.find((t) => t === spot);
  return type ? { type, spot: type } : null;
}

const decision = anteDecision('play', 1n);

/** The stakes of a player's bets, every spot known (a bug otherwise: bets were checked). */
function stakes(bets: ReadonlyMap<string, bigint>): { ante: bigint; pairPlus: bigint } {
  for (const [spot, stake] of bets) {
    if (!readType(spot)) throw new Error(`three card poker has no spot ${spot}`);
    if (stake <= 0n) throw new RangeError(`the stake on ${spot} must be positive`);
  }
  return { ante: bets.get('ante') ?? 0n, pairPlus: bets.get('pairPlus') ?? 0n };
}

function settleWith(
  outcome: ThreeCardPokerOutcome,
  bets: ReadonlyMap<string, bigint>,
  decisions: readonly string[],
): bigint {
  const { ante, pairPlus } = stakes(bets);
  const returns = threeCardPokerReturns(outcome, ante, pairPlus, decision.decided(bets, decisions));
  return (returns.ante ?? 0n) + (returns.play ?? 0n) + (returns.pairPlus ?? 0n);
}

/**
 * Three card poker against the dealer, one 52-card deck a round: the player's three cards
 * are seen by all during the decision window (play or fold), the dealer's after it.
 */
export const threeCardPokerEngine: LiveDecisionEngine<
  ThreeCardPokerOutcome,
  ThreeCardPokerBetType
> = {
  id: 'three-card-poker',
  betTypes: BET_TYPES,
  spots: BET_TYPES,
  readType,
  uniforms: THREE_CARD_POKER_UNIFORMS,
  dealFrom: dealThreeCardPoker,
  settle(spot, stake, outcome) {
    const found = readType(spot);
    if (!found) throw new Error(`three card poker has no spot ${spot}`);
    // Alone and undecided: an ante folds (returns 0), pair plus pays on the hand.
    return settleWith(outcome, new Map([[found.spot, stake]]), []);
  },
  paytable: PAYTABLE,
  decisionTypes: decision.decisionTypes,
  visible: (outcome) => ({ player: outcome.player }),
  nextDecisions: decision.nextDecisions,
  defaultDecision: decision.defaultDecision,
  stakeOf: decision.stakeOf,
  settleWith,
};
