import {
  type BlackjackOutcome,
  type CasinoHoldemOutcome,
  type CockfightOutcome,
  type DragonTigerOutcome,
  dealLive,
  type FairInput,
  type FanTanOutcome,
  type FishPrawnCrabOutcome,
  LIVE_ENGINES,
  type LiveDecisionEngine,
  type LiveTableEngine,
  type NiuniuOutcome,
  type PaiGowOutcome,
  type SedieOutcome,
  type SicboOutcome,
  type ThreeCardPokerOutcome,
} from '@gamehall/games';
import { recomputeBlackjack } from './recompute-blackjack.ts';

/** Each live table's dealt result, as its engine shapes it (packages/games/src/tables). */
interface LiveOutcomes {
  sicbo: SicboOutcome;
  'fish-prawn-crab': FishPrawnCrabOutcome;
  sedie: SedieOutcome;
  fantan: FanTanOutcome;
  'dragon-tiger': DragonTigerOutcome;
  niuniu: NiuniuOutcome;
  cockfight: CockfightOutcome;
  'pai-gow': PaiGowOutcome;
  'three-card-poker': ThreeCardPokerOutcome;
  'casino-holdem': CasinoHoldemOutcome;
  blackjack: BlackjackOutcome;
}

export type LiveTable = keyof LiveOutcomes;

/**
 * The live tables (decision 034) this page shows, in the picker's order: engines of
 * LIVE_ENGINES, the table's id being its engine's.
 */
export const LIVE_TABLES = [
  'sicbo',
  'fish-prawn-crab',
  'sedie',
  'fantan',
  'dragon-tiger',
  'niuniu',
  'cockfight',
  'pai-gow',
  'three-card-poker',
  'casino-holdem',
  'blackjack',
] as const satisfies readonly LiveTable[];

export const isLiveTable = (engine: string): engine is LiveTable =>
  (LIVE_TABLES as readonly string[]).includes(engine);

/**
 * A live round recomputed: its outcome and the spots of the board it pays a win on. At a
 * table where the player decides after the deal (three card poker's play or fold, casino
 * hold'em's call or fold), `raise` is the decision the ante is settled with here: the
 * ante's result depends on it, and a player who folds loses the ante whatever the cards.
 */
export type LiveRound = {
  [T in LiveTable]: {
    kind: 'live';
    table: T;
    outcome: LiveOutcomes[T];
    won: string[];
    raise?: string;
  };
}[LiveTable];

/** A stake large enough that any win (the smallest pays 0.95:1) returns more than it. */
const STAKE = 100n;

/**
 * A live table's round recomputed by the engine the server runs: the outcome is the
 * engine's deal of the fair stream with client seed the table id and nonce the round id
 * (decision 034) — with the round's card, for a game that has one (a cockfight's fight
 * card, from the table and the fight number alone) — and a spot won when a bet on it
 * returns more than its stake (a push, half back on a dragon tiger tie, or a cockfight
 * side's stake back on a draw, is no win). At a table of decisions, the ante is settled as
 * if its player played or called (its stake counted in), a side bet on the cards alone.
 */
export function recomputeLive(table: LiveTable, input: FairInput): LiveRound {
  // Blackjack's main bet is each player's own play: only its side bet is read off the deal.
  if (table === 'blackjack') return recomputeBlackjack(input);
  const engine = LIVE_ENGINES[table];
  if (!engine) throw new Error(`no live engine ${table}`);
  const outcome = dealLive(engine, input);
  const decisions = decisionEngine(engine);
  const raise = decisions?.decisionTypes.find((d) => d !== FOLD);
  const wins = (spot: string) => {
    const bets = new Map([[spot, STAKE]]);
    const extra = decisions && raise ? decisions.nextDecisions(outcome, bets, []) : [];
    if (!decisions || !raise || !extra.includes(raise)) {
      return engine.settle(spot, STAKE, outcome) > STAKE;
    }
    // The ante as if the player raised: the raise's stake is staked too.
    const staked = STAKE + (decisions.stakeOf(raise, bets, [])?.stake ?? 0n);
    return decisions.settleWith(outcome, bets, [raise]) > staked;
  };
  const won = engine.spots.filter(wins);
  return { kind: 'live', table, outcome, won, ...(raise ? { raise } : {}) } as LiveRound;
}

/** The fold that every decision table's window closes on (never what a page assumes). */
const FOLD = 'fold';

/** The engine as a table whose players decide after the deal, or null. */
const decisionEngine = <O>(engine: LiveTableEngine<O>): LiveDecisionEngine<O> | null =>
  'decisionTypes' in engine && Array.isArray(engine.decisionTypes)
    ? (engine as LiveDecisionEngine<O>)
    : null;
