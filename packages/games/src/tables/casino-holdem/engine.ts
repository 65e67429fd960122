import type { LiveDecisionEngine } from '../live/decisions.ts';
import { anteDecision } from '../poker-hands/ante-decision.ts';
import { CASINO_HOLDEM_UNIFORMS, type CasinoHoldemOutcome, dealCasinoHoldem } from './deal.ts';
import { casinoHoldemReturns } from './settle.ts';

export type CasinoHoldemBetType = 'ante' | 'aaBonus';

/** One spot per bet type. The call stake is no bet of its own: `stakeOf` puts it down. */
const BET_TYPES: readonly CasinoHoldemBetType[] = ['ante', 'aaBonus'];

/**
 * Ante: by Evolution's ante pay table (royal flush 100:1 … straight or lower 1:1) when the
 * player beats a qualifying dealer or the dealer does not qualify. Its house edge cannot be
 * enumerated (2.8 × 10¹³ deals and a decision on each flop): 2.16% is the Wizard of Odds'
 * figure for optimal play; odds.test.ts simulates the simple strategy of strategy.ts, which
 * gives up a little more (README). AA bonus: 6.26%, exact over the C(52, 5) five-card hands.
 */
const PAYTABLE: Readonly<Record<CasinoHoldemBetType, { pays: string; houseEdge: number }>> = {
  ante: { pays: '1:1–100:1', houseEdge: 2.16 },
  aaBonus: { pays: '7:1–100:1', houseEdge: 6.26 },
};

function readType(spot: string): { type: CasinoHoldemBetType; spot: string } | null {
  // Compared by value with the list, so "constructor" or "__proto__" from the wire finds nothing.
  const type = BET_TYPES.find((t) => t === spot);
  return type ? { type, spot: type } : null;
}

const decision = anteDecision('call', 2n);

/** The stakes of a player's bets, every spot known (a bug otherwise: bets were checked). */
function stakes(bets: ReadonlyMap<string, bigint>): { ante: bigint; aaBonus: bigint } {
  for (const [spot, stake] of bets) {
    if (!readType(spot)) throw new Error(`casino hold'em has no spot ${spot}`);
    if (stake <= 0n) throw new RangeError(`the stake on ${spot} must be positive`);
  }
  return { ante: bets.get('ante') ?? 0n, aaBonus: bets.get('aaBonus') ?? 0n };
}

function settleWith(
  outcome: CasinoHoldemOutcome,
  bets: ReadonlyMap<string, bigint>,
  decisions: readonly string[],
): bigint {
  const { ante, aaBonus } = stakes(bets);
  const returns = casinoHoldemReturns(outcome, ante, aaBonus, decision.decided(bets, decisions));
  return (returns.ante ?? 0n) + (returns.call ?? 0n) + (returns.aaBonus ?? 0n);
}

/**
 * Casino hold'em against the dealer, one 52-card deck a round: the player's two cards and
 * the flop are seen by all during the decision window (call or fold); the turn, the river
 * and the dealer's two cards after it.
 */
export const casinoHoldemEngine: LiveDecisionEngine<CasinoHoldemOutcome, CasinoHoldemBetType> = {
  id: 'casino-holdem',
  betTypes: BET_TYPES,
  spots: BET_TYPES,
  readType,
  uniforms: CASINO_HOLDEM_UNIFORMS,
  dealFrom: dealCasinoHoldem,
  settle(spot, stake, outcome) {
    const found = readType(spot);
    if (!found) throw new Error(`casino hold'em has no spot ${spot}`);
    // Alone and undecided: an ante folds (returns 0), the AA bonus pays on the flop.
    return settleWith(outcome, new Map([[found.spot, stake]]), []);
  },
  paytable: PAYTABLE,
  decisionTypes: decision.decisionTypes,
  visible: (outcome) => ({
    player: outcome.player,
    flop: outcome.board.slice(0, 3),
    flopHand: outcome.flopHand,
  }),
  nextDecisions: decision.nextDecisions,
  defaultDecision: decision.defaultDecision,
  stakeOf: decision.stakeOf,
  settleWith,
};
