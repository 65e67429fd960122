import type { LiveTableEngine } from '@gamehall/games';
import { cardPays } from './cockfight.ts';

// biome-ignore lint/suspicious/noExplicitAny: any engine's outcome
type Engine = LiveTableEngine<any>;

const FACES = 6;
const cache = new WeakMap<Engine, Map<string, string>>();

/**
 * Every roll of a three-dice game, dealt by the engine itself from the middle of each
 * face's sixth of [0, 1): its 216 equally likely outcomes.
 */
function everyRoll(engine: Engine): unknown[] {
  const rolls: unknown[] = [];
  for (let a = 0; a < FACES; a++) {
    for (let b = 0; b < FACES; b++) {
      for (let c = 0; c < FACES; c++) {
        rolls.push(engine.dealFrom([a, b, c].map((f) => (f + 0.5) / FACES)));
      }
    }
  }
  return rolls;
}

/** A spot's best return per unit over every roll, as "x:1". */
function bestPays(engine: Engine, spot: string, rolls: unknown[]): string {
  let best = 0n;
  for (const roll of rolls) {
    const back = engine.settle(spot, 1n, roll);
    if (back > best) best = back;
  }
  return `${best - 1n}:1`;
}

/**
 * What a spot pays, as the rules state it (`paytable[type].pays`). A type whose spots pay
 * differently states a range (sic bo's totals, "6:1–60:1"); on the board each of those
 * spots shows its own price, found with the engine's own settlement over every roll. A
 * cockfight prices its sides per fight: the round's card (`card`) gives this fight's odds.
 */
export function spotPays(engine: Engine, spot: string, card?: unknown): string {
  const priced = engine.id === 'cockfight' ? cardPays(spot, card) : null;
  if (priced) return priced;
  const type = engine.readType(spot)?.type;
  const pays: string = type ? (engine.paytable[type]?.pays ?? '') : '';
  // Only a three-dice game's rolls can be listed here (a game with a card deals from it too).
  if (!pays.includes('–') || engine.uniforms !== 3 || engine.card) return pays;
  let known = cache.get(engine);
  if (!known) {
    const rolls = everyRoll(engine);
    known = new Map();
    for (const s of engine.spots) known.set(s, bestPays(engine, s, rolls));
    cache.set(engine, known);
  }
  return known.get(spot) ?? pays;
}
