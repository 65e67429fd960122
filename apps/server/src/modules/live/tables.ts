import {
  LIVE_ENGINES,
  type LiveDecisionEngine,
  type LiveTableEngine,
  type StakeRange,
  type TableLimits,
} from '@gamehall/games';

/** A shared live table: its game, how long bets are taken and the result shown, its limits. */
export interface LiveTable {
  /** The table's id: its engine's, one table per engine (the fair input's client seed). */
  id: string;
  // biome-ignore lint/suspicious/noExplicitAny: each engine has its own outcome and bet types
  engine: LiveTableEngine<any>;
  bettingMs: number;
  /**
   * How long players decide between the deal and the result (0: a table without); at a
   * table decided in steps (blackjack), how long each step stays open at most.
   */
  decisionMs: number;
  resultMs: number;
  limits: TableLimits<string>;
  /** The engine again when its players decide (blackjack, three card poker), else null. */
  // biome-ignore lint/suspicious/noExplicitAny: each engine has its own outcome and bet types
  decides: LiveDecisionEngine<any> | null;
}

// biome-ignore lint/suspicious/noExplicitAny: each engine has its own outcome and bet types
const decisionEngine = (e: LiveTableEngine<any>): LiveDecisionEngine<any> | null =>
  'decisionTypes' in e ? (e as LiveDecisionEngine<unknown>) : null;

const major = (n: number) => BigInt(Math.round(n * 100));
const range = (min: number, max: number): StakeRange => ({ min: major(min), max: major(max) });

/**
 * The largest stake per spot by bet type, in major units, as a live casino's mid-stakes
 * table sets them: small maxima on the long shots, larger on even money. A bet type not
 * named here takes DEFAULT_MAX.
 */
const MAXIMA: Readonly<Record<string, number>> = {
  small: 2_000,
  big: 2_000,
  odd: 2_000,
  even: 2_000,
  oddEven: 2_000,
  dragon: 2_000,
  tiger: 2_000,
  equal: 2_000,
  meron: 2_000,
  main: 2_000,
  // Blackjack's side bet on the first two cards (25:1 at most).
  perfectPairs: 200,
  ante: 500,
  pairPlus: 200,
  aaBonus: 200,
  wala: 2_000,
  total: 200,
  double: 200,
  combo: 300,
  single: 500,
  pair: 300,
  triple: 50,
  anyTriple: 200,
  tie: 500,
  draw: 200,
  suitedTie: 100,
  fourRed: 200,
  fourWhite: 200,
  bullBull: 100,
};
const DEFAULT_MAX = 1_000;
/** Every spot takes at least one unit; a round's stakes at most this much. */
const MIN_STAKE = 1;
const MAX_PER_ROUND = 10_000;

/**
 * Bets are taken for 15 s; players who decide get 12 s more, or at a table decided in
 * steps 8 s a step (a step closes sooner once everyone in it has decided); the result is
 * shown 6 s before the next round opens.
 */
const TIMING = { bettingMs: 15_000, resultMs: 6_000 };
const DECISION_MS = 12_000;
const STEP_MS = 8_000;

function tableOf(id: string, engine: LiveTable['engine']): LiveTable {
  const perBet = Object.fromEntries(
    engine.betTypes.map((type) => [type, range(MIN_STAKE, MAXIMA[type] ?? DEFAULT_MAX)]),
  );
  const decides = decisionEngine(engine);
  return {
    id,
    engine,
    ...TIMING,
    decisionMs: decides?.steps ? STEP_MS : decides ? DECISION_MS : 0,
    limits: { perBet, maxTotal: major(MAX_PER_ROUND) },
    decides,
  };
}

/** Every table this server runs: one per live engine. */
export const LIVE_TABLES: readonly LiveTable[] = Object.entries(LIVE_ENGINES).map(([id, e]) =>
  tableOf(id, e),
);

const byId = new Map(LIVE_TABLES.map((t) => [t.id, t]));

/** The table of an engine id (the catalogue's games.engine), if it is a live table. */
export const liveTableOf = (engine: string) => byId.get(engine);
