import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { GameSession } from '../play/index.ts';
import type { PvpRoom } from './rooms.ts';
import { mySeat, setSeatStatus } from './seats.ts';
import { cashOutLeavingSeats } from './sit.ts';
import { lockTable, stepTable } from './step.ts';
import { tableById } from './tables.ts';

/**
 * Stands the player up: LEAVING under the table's lock (so no hand is dealt to them after),
 * their turn in a hand on played by the engine's default at once, and their chips paid
 * back as soon as no hand holds them — now, or when the hand on ends. Answers whether
 * the chips are back in the wallet already, and the table.
 */
export async function leave(app: FastifyInstance, s: GameSession, room: PvpRoom, now: Date) {
  const db = app.database.db;
  const seat = await mySeat(db, s.memberId, room);
  if (!seat || seat.status === 'PENDING') {
    throw new AppError('PVP_NOT_SEATED', 'You do not sit at a table of this room');
  }
  const table = await tableById(db, seat.tableId);
  if (!table) throw new Error(`pvp table ${seat.tableId} vanished`);
  await db.transaction(async (tx) => {
    await lockTable(tx, table.id);
    await setSeatStatus(tx, seat.id, ['SITTING'], 'LEAVING');
  });
  await stepTable(app, table, now);
  const paid = await cashOutLeavingSeats(app, table.id);
  return { left: paid.some((p) => p.id === seat.id), tableId: table.id };
}
