import { spotBoard } from '../dice/spot-board.ts';
import { DICE_UNIFORMS, isTriple, rollFaces } from '../dice/three-dice.ts';
import type { LiveTableEngine } from '../live/engine.ts';
import {
  SICBO_BET_TYPES,
  SICBO_PAYTABLE,
  SICBO_RULES,
  type SicboBetType,
  type SicboOutcome,
} from './bets.ts';

export type { SicboBetType, SicboOutcome } from './bets.ts';

const board = spotBoard(SICBO_RULES);

/** The dice of a round: die_i = floor(u_i × 6) + 1, kept in dealt order. */
function dealSicbo(uniforms: readonly number[]): SicboOutcome {
  const dice = rollFaces(uniforms).map((face) => face + 1) as SicboOutcome['dice'];
  return { dice, total: dice[0] + dice[1] + dice[2], triple: isTriple(dice) };
}

/** Sic bo as dealt at Macau and Evolution's live tables: three dice, one result a round. */
export const sicboEngine: LiveTableEngine<SicboOutcome, SicboBetType> = {
  id: 'sicbo',
  betTypes: SICBO_BET_TYPES,
  spots: board.spots,
  readType: board.readType,
  uniforms: DICE_UNIFORMS,
  dealFrom: dealSicbo,
  settle: board.settle,
  paytable: SICBO_PAYTABLE,
};
