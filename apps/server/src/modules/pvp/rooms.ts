import { toMinor } from '@gamehall/contract';
import { PVP_ENGINES, type PvpEngine } from '@gamehall/games';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogueCacheOf, gameKey } from '../games/index.ts';
import type { GameSession } from '../play/index.ts';

/** A room of a PVP game (a stake tier of GLS2_roomList) as this module plays it. */
export interface PvpRoom {
  vendor: string;
  gameCode: string;
  roomId: string;
  name: string;
  engine: PvpEngine<unknown>;
  /** The room's unit (minor units): boot, big blind, base bet — the room's minimum bet. */
  stake: bigint;
  seats: number;
  minBuyIn: bigint;
  maxBuyIn: bigint;
}

/**
 * What a seat may bring: at least the engine's minimum and 20 units (a few hands), at
 * most 100 units or five minimums — the usual table-stakes range of the card apps.
 */
export function buyInRange(engine: PvpEngine<unknown>, stake: bigint) {
  const least = engine.minStack(stake) > stake * 20n ? engine.minStack(stake) : stake * 20n;
  const most = least * 5n > stake * 100n ? least * 5n : stake * 100n;
  return { minBuyIn: least, maxBuyIn: most };
}

/** The PVP engine of a game session, or a 400 for a game that is not a card room. */
export const pvpEngineOf = (engine: string) => PVP_ENGINES[engine];

/** The session's game's room `roomId`, from the catalogue. */
export async function roomOf(q: Db, s: GameSession, roomId: string): Promise<PvpRoom> {
  const engine = pvpEngineOf(s.engine);
  if (!engine) throw new AppError('GAME_UNAVAILABLE', 'This game is not a card room');
  const catalogue = await catalogueCacheOf(q).get();
  const game = catalogue.byCode.get(gameKey(s.vendor, s.gameCode));
  const room = game?.rooms?.find((r) => r.roomId === roomId);
  if (!room) throw new AppError('VALIDATION_FAILED', 'This room is not one of the game’s rooms');
  const stake = toMinor(room.minBet);
  const seats = Math.min(Math.max(room.seats, engine.minSeats), engine.maxSeats);
  return {
    vendor: s.vendor,
    gameCode: s.gameCode,
    roomId,
    name: room.name,
    engine,
    stake,
    seats,
    ...buyInRange(engine, stake),
  };
}
