import type { LiveDecisionEngine } from '../live/decisions.ts';
import { BLACKJACK_UNIFORMS, type BlackjackOutcome, dealBlackjack } from './deal.ts';
import { BLACKJACK_DECISIONS, type BlackjackPlay, playBlackjack } from './play.ts';
import { handValue } from './rules.ts';
import { insuranceStake, mainReturn, perfectPairsReturn } from './settle.ts';
import { blackjackSteps } from './steps.ts';

export { BLACKJACK_RULES } from './rules.ts';

export type BlackjackBetType = 'main' | 'perfectPairs';

/** One spot per bet type: the main bet and the perfect pairs side bet. */
const BET_TYPES: readonly BlackjackBetType[] = ['main', 'perfectPairs'];

/**
 * Where the stake a decision adds lies (`stakeOf`): not board spots — nobody bets on them
 * before the deal — but the labels a round's ledger keeps them under. A second double is
 * only possible on the second hand of a split.
 */
export const BLACKJACK_DECISION_SPOTS = ['insurance', 'split', 'double', 'double:2'] as const;

/**
 * Main: 1:1, blackjack 3:2 (floored: on an odd stake the half unit is the house's). Its
 * edge with basic strategy is 0.49%, computed exactly for a fresh 8-deck shoe under these
 * rules (exact.ts, odds.test.ts; the Wizard of Odds' calculator gives about 0.46% for 8
 * decks S17 DAS with resplits, which these rules do not allow — see README). Perfect
 * pairs: mixed 6:1, coloured 12:1, perfect 25:1, exactly 17/415 = 4.10% over the ordered
 * first two cards of the shoe (odds.test.ts).
 */
const PAYTABLE: Readonly<Record<BlackjackBetType, { pays: string; houseEdge: number }>> = {
  main: { pays: '1:1–3:2', houseEdge: 0.49 },
  perfectPairs: { pays: '6:1–25:1', houseEdge: 4.1 },
};

function readType(spot: string): { type: BlackjackBetType; spot: string } | null {
  const type = BET_TYPES.find((t) => t === spot); // by value: "__proto__" finds nothing
  return type ? { type, spot: type } : null;
}

/**
 * The main bet of a player's bets; throws on a spot this table has not. Stakes under the
 * decision spots may be among them and are ignored: the decisions give those.
 */
function mainOf(bets: ReadonlyMap<string, bigint>): bigint | undefined {
  const decisionSpots: readonly string[] = BLACKJACK_DECISION_SPOTS;
  for (const spot of bets.keys()) {
    if (!readType(spot) && !decisionSpots.includes(spot)) {
      throw new Error(`blackjack has no spot ${spot}`);
    }
  }
  return bets.get('main');
}

/** Insurance is asked when the dealer shows an ace, of a main bet of 2 units or more. */
function insuranceAsked(outcome: BlackjackOutcome, main: bigint): boolean {
  return outcome.dealer.cards[0]?.rank === 1 && insuranceStake(main) > 0n;
}

/** The player's hands after their decisions (what their page shows). */
export function blackjackPlay(
  outcome: BlackjackOutcome,
  bets: ReadonlyMap<string, bigint>,
  decisions: readonly string[],
  toTheEnd = false,
): BlackjackPlay | null {
  const main = mainOf(bets);
  if (main === undefined) {
    if (decisions.length > 0) throw new Error('decisions without a main bet');
    return null;
  }
  return playBlackjack(outcome, insuranceAsked(outcome, main), decisions, toTheEnd);
}

function settleWith(
  outcome: BlackjackOutcome,
  bets: ReadonlyMap<string, bigint>,
  decisions: readonly string[],
): bigint {
  const pairs = bets.get('perfectPairs');
  const play = blackjackPlay(outcome, bets, decisions, true);
  const main = bets.get('main');
  return (
    (pairs === undefined ? 0n : perfectPairsReturn(outcome, pairs)) +
    (play && main !== undefined ? mainReturn(outcome, play, main) : 0n)
  );
}

function nextDecisions(
  outcome: BlackjackOutcome,
  bets: ReadonlyMap<string, bigint>,
  made: readonly string[],
): string[] {
  return blackjackPlay(outcome, bets, made)?.open ?? [];
}

/** Insurance stakes half the main bet (floored), a split or a double the main bet. */
function stakeOf(
  decision: string,
  bets: ReadonlyMap<string, bigint>,
  made: readonly string[],
): { spot: string; stake: bigint } | null {
  if (!BLACKJACK_DECISIONS.some((d) => d === decision)) {
    throw new Error(`blackjack has no decision ${decision}`);
  }
  if (decision !== 'insurance' && decision !== 'split' && decision !== 'double') return null;
  const main = mainOf(bets);
  if (main === undefined) throw new Error(`${decision} without a main bet`);
  if (decision === 'insurance') return { spot: 'insurance', stake: insuranceStake(main) };
  if (decision === 'split') return { spot: 'split', stake: main };
  return { spot: made.includes('double') ? 'double:2' : 'double', stake: main };
}

/** Blackjack on a shared live table, "infinite" style: one deal, one player card sequence. */
export const blackjackEngine: LiveDecisionEngine<BlackjackOutcome, BlackjackBetType> = {
  id: 'blackjack',
  betTypes: BET_TYPES,
  spots: BET_TYPES,
  readType,
  uniforms: BLACKJACK_UNIFORMS,
  dealFrom: dealBlackjack,
  /** A bet alone with every default decision: no insurance, stand on the first two cards. */
  settle(spot, stake, outcome) {
    const found = readType(spot);
    if (!found) throw new Error(`blackjack has no spot ${spot}`);
    return settleWith(outcome, new Map([[found.spot, stake]]), []);
  },
  paytable: PAYTABLE,
  decisionTypes: BLACKJACK_DECISIONS,
  visible(outcome) {
    const playerCards = outcome.playerCards.slice(0, 2);
    const up = outcome.dealer.cards[0];
    if (!up) throw new Error('the dealer has no up card');
    return {
      playerCards,
      ...handValue(playerCards),
      dealerUpCard: up,
      insurance: up.rank === 1, // offered to main bets of 2 units or more
    };
  },
  nextDecisions,
  defaultDecision(outcome, bets, made) {
    const open = nextDecisions(outcome, bets, made);
    if (open.length === 0) throw new Error('no decision is open');
    return open.includes('noInsurance') ? 'noInsurance' : 'stand';
  },
  stakeOf,
  settleWith,
  // Every player's k-th decision is in before the cards it draws are shown (steps.ts).
  steps: blackjackSteps(blackjackPlay),
};
