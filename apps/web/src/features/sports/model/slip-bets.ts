import { comboOdds, potentialReturn } from './book-math.ts';
import { parseStake, toHundredths, toMinor } from './money.ts';
import { COMBO_KEY, comboBlock, type Selection, type SlipState } from './slip.ts';

/** The book's limits (the menu's), in minor units. */
export interface Limits {
  minStake: bigint;
  maxStake: bigint;
  maxPayout: bigint;
}

export const limitsOf = (wire: { minStake: number; maxStake: number; maxPayout: number }) => ({
  minStake: toMinor(wire.minStake),
  maxStake: toMinor(wire.maxStake),
  maxPayout: toMinor(wire.maxPayout),
});

/** What stops a bet of the slip from being sent, said before it is. */
export type BetProblem =
  | { kind: 'stake_invalid' }
  | { kind: 'stake_min'; min: bigint }
  | { kind: 'stake_max'; max: bigint }
  | { kind: 'payout'; maxPayout: bigint; potential: bigint }
  | { kind: 'suspended' };

/** A bet the slip would place: a single of one selection, or the combo of them all. */
export interface SlipBet {
  key: string;
  kind: 'single' | 'combo';
  legs: Selection[];
  /** The typed stake, null when empty or unreadable. */
  stake: bigint | null;
  /** The legs' odds (hundredths) multiplied, for display. */
  odds: number;
  /** What it pays if every leg wins, at the prices taken; null without a stake. */
  potential: bigint | null;
  problem: BetProblem | null;
}

/** What is wrong with a typed stake against the book's limits, or null (none typed: null too). */
export function stakeProblem(text: string, limits: Limits): BetProblem | null {
  if (text.trim() === '') return null;
  const stake = parseStake(text);
  if (stake === null || stake === 0n) return { kind: 'stake_invalid' };
  if (stake < limits.minStake) return { kind: 'stake_min', min: limits.minStake };
  if (stake > limits.maxStake) return { kind: 'stake_max', max: limits.maxStake };
  return null;
}

function betOf(
  key: string,
  kind: SlipBet['kind'],
  legs: Selection[],
  text: string,
  limits: Limits,
) {
  const hundredths = legs.map((l) => toHundredths(l.odds));
  const stake = parseStake(text);
  const potential = stake === null ? null : potentialReturn(stake, hundredths);
  let problem: BetProblem | null = null;
  if (legs.some((l) => l.now === null)) problem = { kind: 'suspended' };
  else problem = stakeProblem(text, limits);
  if (!problem && potential !== null && potential > limits.maxPayout) {
    problem = { kind: 'payout', maxPayout: limits.maxPayout, potential };
  }
  return { key, kind, legs, stake, odds: comboOdds(hundredths), potential, problem } as SlipBet;
}

/** A single on one selection at a typed stake (the slip's, or quick bet's under its own key). */
export const singleOf = (key: string, selection: Selection, text: string, limits: Limits) =>
  betOf(key, 'single', [selection], text, limits);

/** The slip's singles (one per selection) and its combo when the selections make one. */
export function slipBets(state: SlipState, limits: Limits) {
  const singles = state.selections.map((s) =>
    singleOf(s.key, s, state.stakes[s.key] ?? '', limits),
  );
  const block = comboBlock(state.selections);
  const combo =
    block === null
      ? betOf(COMBO_KEY, 'combo', state.selections, state.stakes[COMBO_KEY] ?? '', limits)
      : null;
  return { singles, combo, block };
}

/** The bets with a stake typed: what "Place bets" sends. */
export const staked = (bets: readonly SlipBet[]) =>
  bets.filter((b) => b.stake !== null && b.stake > 0n);
