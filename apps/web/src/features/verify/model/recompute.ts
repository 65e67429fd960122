import {
  commitment,
  dealBaccarat,
  type FairInput,
  fairStopSource,
  playSlotRound,
  type SlotModel,
  slotModels,
  spinRoulette,
} from '@gamehall/games';

/** What the page can recompute: each in-house engine by its id. */
export const ENGINES = [
  'slot-sevens',
  'slot-jade-temple',
  'slot-cosmic-gems',
  'roulette',
  'baccarat',
] as const;
export type Engine = (typeof ENGINES)[number];

export type Recomputed =
  | { kind: 'slot'; model: SlotModel; round: ReturnType<typeof playSlotRound> }
  | { kind: 'roulette'; pocket: number; colour: string }
  | { kind: 'baccarat'; coup: ReturnType<typeof dealBaccarat> };

/** The commitment a player was shown before playing: sha256 of the server seed. */
export const seedHash = (serverSeed: string) => commitment(serverSeed);

/**
 * The result the server must have given, computed here in the browser by the very code
 * the server runs. A slot round is recomputed at the model's smallest bet; its wins scale
 * with the bet, its reels do not.
 */
export function recompute(engine: Engine, input: FairInput): Recomputed {
  if (engine === 'roulette') {
    const { pocket, colour } = spinRoulette(input);
    return { kind: 'roulette', pocket, colour };
  }
  if (engine === 'baccarat') return { kind: 'baccarat', coup: dealBaccarat(input) };
  const model = (slotModels as Record<string, SlotModel | undefined>)[engine];
  if (!model) throw new Error(`unknown engine ${engine}`);
  const bet = model.betLevels[0] ?? 0;
  return { kind: 'slot', model, round: playSlotRound(model, bet, fairStopSource(input)) };
}
