import {
  type CockfightOutcome,
  type DragonTigerOutcome,
  dealLive,
  type FairInput,
  type FanTanOutcome,
  type FishPrawnCrabOutcome,
  LIVE_ENGINES,
  type NiuniuOutcome,
  type SedieOutcome,
  type SicboOutcome,
} from '@gamehall/games';

/** Each live table's dealt result, as its engine shapes it (packages/games/src/tables). */
interface LiveOutcomes {
  sicbo: SicboOutcome;
  'fish-prawn-crab': FishPrawnCrabOutcome;
  sedie: SedieOutcome;
  fantan: FanTanOutcome;
  'dragon-tiger': DragonTigerOutcome;
  niuniu: NiuniuOutcome;
  cockfight: CockfightOutcome;
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
] as const satisfies readonly LiveTable[];

export const isLiveTable = (engine: string): engine is LiveTable =>
  (LIVE_TABLES as readonly string[]).includes(engine);

/** A live round recomputed: its outcome and the spots of the board it pays a win on. */
export type LiveRound = {
  [T in LiveTable]: { kind: 'live'; table: T; outcome: LiveOutcomes[T]; won: string[] };
}[LiveTable];

/** A stake large enough that any win (the smallest pays 0.95:1) returns more than it. */
const STAKE = 100n;

/**
 * A live table's round recomputed by the engine the server runs: the outcome is the
 * engine's deal of the fair stream with client seed the table id and nonce the round id
 * (decision 034) — with the round's card, for a game that has one (a cockfight's fight
 * card, from the table and the fight number alone) — and a spot won when a bet on it
 * returns more than its stake (a push, half back on a dragon tiger tie, or a cockfight
 * side's stake back on a draw, is no win).
 */
export function recomputeLive(table: LiveTable, input: FairInput): LiveRound {
  const engine = LIVE_ENGINES[table];
  if (!engine) throw new Error(`no live engine ${table}`);
  const outcome = dealLive(engine, input);
  const won = engine.spots.filter((spot) => engine.settle(spot, STAKE, outcome) > STAKE);
  return { kind: 'live', table, outcome, won } as LiveRound;
}
