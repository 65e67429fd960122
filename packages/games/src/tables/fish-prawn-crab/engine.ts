import { spotBoard } from '../dice/spot-board.ts';
import { DICE_UNIFORMS, rollFaces } from '../dice/three-dice.ts';
import type { LiveTableEngine } from '../live/engine.ts';
import {
  FISH_PRAWN_CRAB_BET_TYPES,
  FISH_PRAWN_CRAB_PAYTABLE,
  FISH_PRAWN_CRAB_RULES,
  FISH_PRAWN_CRAB_SYMBOLS,
  type FishPrawnCrabBetType,
  type FishPrawnCrabOutcome,
} from './bets.ts';

export type { FishPrawnCrabBetType, FishPrawnCrabOutcome, FishPrawnCrabSymbol } from './bets.ts';

const board = spotBoard(FISH_PRAWN_CRAB_RULES);

/** The dice of a round: die_i shows symbol floor(u_i × 6), kept in dealt order. */
function dealFishPrawnCrab(uniforms: readonly number[]): FishPrawnCrabOutcome {
  const dice = rollFaces(uniforms).map(
    (face) => FISH_PRAWN_CRAB_SYMBOLS[face],
  ) as FishPrawnCrabOutcome['dice'];
  return { dice };
}

/** Fish-prawn-crab (Hoo Hey How, bầu cua): three symbol dice, one result a round. */
export const fishPrawnCrabEngine: LiveTableEngine<FishPrawnCrabOutcome, FishPrawnCrabBetType> = {
  id: 'fish-prawn-crab',
  betTypes: FISH_PRAWN_CRAB_BET_TYPES,
  spots: board.spots,
  readType: board.readType,
  uniforms: DICE_UNIFORMS,
  dealFrom: dealFishPrawnCrab,
  settle: board.settle,
  paytable: FISH_PRAWN_CRAB_PAYTABLE,
};
