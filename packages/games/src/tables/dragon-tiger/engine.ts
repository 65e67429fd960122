import type { LiveTableEngine } from '../live/engine.ts';
import { DRAGON_TIGER_UNIFORMS, type DragonTigerOutcome, dealDragonTiger } from './deal.ts';

export type DragonTigerBetType = 'dragon' | 'tiger' | 'tie' | 'suitedTie';

/** One spot per bet type, so a spot's text is its type's name. */
const BET_TYPES: readonly DragonTigerBetType[] = ['dragon', 'tiger', 'tie', 'suitedTie'];

/**
 * Evolution's paytable: dragon and tiger 1:1 and half the stake back on a tie (rounded
 * down), tie 11:1, suited tie 50:1. Edges are exact over the 416 × 415 ordered pairs of
 * cards (see odds.test.ts); dragon and tiger hold on even stakes, an odd stake loses its
 * odd minor unit too on a tie.
 */
const PAYTABLE: Readonly<Record<DragonTigerBetType, { pays: string; houseEdge: number }>> = {
  dragon: { pays: '1:1', houseEdge: 3.73 },
  tiger: { pays: '1:1', houseEdge: 3.73 },
  tie: { pays: '11:1', houseEdge: 10.36 },
  suitedTie: { pays: '50:1', houseEdge: 13.98 },
};

function readType(spot: string): { type: DragonTigerBetType; spot: string } | null {
  // Compared by value with the list, so "constructor" or "__proto__" from the wire finds nothing.
  const type = BET_TYPES.find((t) => t === spot);
  return type ? { type, spot: type } : null;
}

function settle(spot: string, stake: bigint, outcome: DragonTigerOutcome): bigint {
  const found = readType(spot);
  if (!found) throw new Error(`dragon tiger has no spot ${spot}`);
  const { winner, suitedTie } = outcome;
  switch (found.type) {
    case 'dragon':
    case 'tiger':
      if (winner === 'tie') return stake / 2n; // the house keeps half, the odd unit too
      return winner === found.type ? 2n * stake : 0n;
    case 'tie':
      return winner === 'tie' ? 12n * stake : 0n;
    case 'suitedTie':
      return suitedTie ? 51n * stake : 0n;
  }
}

/** Dragon tiger on a shared live table: two cards a round from a fresh 8-deck shoe. */
export const dragonTigerEngine: LiveTableEngine<DragonTigerOutcome, DragonTigerBetType> = {
  id: 'dragon-tiger',
  betTypes: BET_TYPES,
  spots: BET_TYPES,
  readType,
  uniforms: DRAGON_TIGER_UNIFORMS,
  dealFrom: dealDragonTiger,
  settle,
  paytable: PAYTABLE,
};
