import type {
  CockfightOutcome,
  DragonTigerOutcome,
  FanTanOutcome,
  FishPrawnCrabOutcome,
  LiveTableEngine,
  NiuniuOutcome,
  SedieOutcome,
  SicboOutcome,
} from '@gamehall/games';
import { isCockfightOutcome } from './cockfight.ts';

/**
 * A dealt result with its game's own type (packages/games, each engine's Outcome). The
 * wire carries it as a plain object; it is read as its game's only after the fields the
 * page draws are checked, so an unexpected shape shows no result rather than breaking.
 */
export type Dealt =
  | { engine: 'sicbo'; outcome: SicboOutcome }
  | { engine: 'fish-prawn-crab'; outcome: FishPrawnCrabOutcome }
  | { engine: 'sedie'; outcome: SedieOutcome }
  | { engine: 'fantan'; outcome: FanTanOutcome }
  | { engine: 'dragon-tiger'; outcome: DragonTigerOutcome }
  | { engine: 'niuniu'; outcome: NiuniuOutcome }
  | { engine: 'cockfight'; outcome: CockfightOutcome };

type Raw = Record<string, unknown>;

const isArrayOf = (value: unknown, length: number) =>
  Array.isArray(value) && value.length === length;
const isCard = (c: unknown) =>
  typeof (c as Raw | null)?.rank === 'number' && typeof (c as Raw).suit === 'string';
const isHand = (h: unknown) =>
  isArrayOf((h as Raw | null)?.cards, 5) &&
  ((h as Raw).cards as unknown[]).every(isCard) &&
  typeof (h as Raw).bull === 'number';

const CHECKS: Record<Dealt['engine'], (o: Raw) => boolean> = {
  sicbo: (o) => isArrayOf(o.dice, 3) && typeof o.total === 'number',
  'fish-prawn-crab': (o) => isArrayOf(o.dice, 3),
  sedie: (o) => isArrayOf(o.coins, 4) && typeof o.reds === 'number',
  fantan: (o) => typeof o.beads === 'number' && typeof o.result === 'number',
  'dragon-tiger': (o) => isCard(o.dragon) && isCard(o.tiger) && typeof o.winner === 'string',
  niuniu: (o) =>
    isHand(o.banker) && isArrayOf(o.players, 3) && (o.players as unknown[]).every(isHand),
  cockfight: isCockfightOutcome,
};

/** The outcome of a dealt round of `engine`, or null when there is none (yet) to draw. */
export function dealtOf(engine: string, outcome: Raw | null | undefined): Dealt | null {
  if (!outcome || !Object.hasOwn(CHECKS, engine)) return null;
  const known = engine as Dealt['engine'];
  return CHECKS[known](outcome) ? ({ engine: known, outcome } as unknown as Dealt) : null;
}

/** A stake that any win returns more than (the smallest price is 0.95:1). */
const PROBE = 100n;

/**
 * What the result does to each spot, by the engine's own settlement (the server pays by
 * the same code): a win returns more than the stake, a push exactly it (fan tan's nim).
 * `outcome`: a dealt round's (a Dealt's, or a decision table's whole deal), or none.
 */
export function spotResults(
  // biome-ignore lint/suspicious/noExplicitAny: any engine's outcome
  engine: LiveTableEngine<any>,
  outcome: unknown,
): Map<string, 'win' | 'push'> {
  const results = new Map<string, 'win' | 'push'>();
  if (outcome === null || outcome === undefined) return results;
  for (const spot of engine.spots) {
    try {
      const back = engine.settle(spot, PROBE, outcome);
      if (back > PROBE) results.set(spot, 'win');
      else if (back === PROBE) results.set(spot, 'push');
    } catch {
      // A result the engine cannot read lights nothing.
    }
  }
  return results;
}
