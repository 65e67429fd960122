import {
  commitment,
  dealBaccarat,
  drawLottery,
  type FairInput,
  fairStopSource,
  type LotteryDraw,
  type LotteryFamily,
  playSlotRound,
  RAFFLE_TICKETS,
  raffleTicket,
  type SlotModel,
  slotModels,
  spinRoulette,
} from '@gamehall/games';
import { isLiveTable, LIVE_TABLES, type LiveRound, recomputeLive } from './recompute-live.ts';
import {
  CARD_ROOMS,
  isCardRoom,
  type MahjongRound,
  type PvpRound,
  type PvpSeating,
  recomputePvp,
} from './recompute-pvp.ts';

/** What the page can recompute: each in-house engine by its id. */
export const ENGINES = [
  'slot-sevens',
  'slot-jade-temple',
  'slot-cosmic-gems',
  'roulette',
  'baccarat',
  'lottery-SSC',
  'lottery-11X5',
  'lottery-PK10',
  'lottery-LHC',
  'lottery-LF',
  'raffle',
  ...LIVE_TABLES,
  ...CARD_ROOMS,
] as const;
export type Engine = (typeof ENGINES)[number];

/** A lottery draw's engine on this page: `lottery-` and its family (decision 030). */
const LOTTERY = 'lottery-';

export type Recomputed =
  | { kind: 'slot'; model: SlotModel; round: ReturnType<typeof playSlotRound> }
  | { kind: 'roulette'; pocket: number; colour: string }
  | { kind: 'baccarat'; coup: ReturnType<typeof dealBaccarat> }
  | { kind: 'lottery'; draw: LotteryDraw }
  | { kind: 'raffle'; ticket: number; tickets: number }
  | LiveRound
  | PvpRound
  | MahjongRound;

/** The commitment a player was shown before playing: sha256 of the server seed. */
export const seedHash = (serverSeed: string) => commitment(serverSeed);

/**
 * The result the server must have given, computed here in the browser by the very code
 * the server runs. A slot round is recomputed at the model's smallest bet; its wins scale
 * with the bet, its reels do not. A lottery draw's client seed is `{game}:{issue}` and its
 * nonce 0 (the results list links here with them). A raffle draw (a red envelope) gives a
 * ticket; its prize is read from the promotion's published table, which this page has not.
 * A live table's round has the table as client seed and the round id as nonce. A card
 * room's hand has the table as client seed and the hand's number as nonce, and is dealt to
 * `seating` (no seats: a card room's hand cannot be dealt, so this throws).
 */
export function recompute(engine: Engine, input: FairInput, seating?: PvpSeating): Recomputed {
  if (isLiveTable(engine)) return recomputeLive(engine, input);
  if (isCardRoom(engine)) {
    if (!seating) throw new Error(`${engine} needs the seats dealt in and the button`);
    return recomputePvp(engine, input, seating);
  }
  if (engine === 'roulette') {
    const { pocket, colour } = spinRoulette(input);
    return { kind: 'roulette', pocket, colour };
  }
  if (engine === 'baccarat') return { kind: 'baccarat', coup: dealBaccarat(input) };
  if (engine === 'raffle') {
    return { kind: 'raffle', ticket: raffleTicket(input), tickets: RAFFLE_TICKETS };
  }
  if (engine.startsWith(LOTTERY)) {
    const family = engine.slice(LOTTERY.length) as LotteryFamily;
    return { kind: 'lottery', draw: drawLottery(family, input) };
  }
  const model = (slotModels as Record<string, SlotModel | undefined>)[engine];
  if (!model) throw new Error(`unknown engine ${engine}`);
  const bet = model.betLevels[0] ?? 0;
  return { kind: 'slot', model, round: playSlotRound(model, bet, fairStopSource(input)) };
}
