import { toMinor } from '@gamehall/contract';
import { type PvpAction, PvpRuleError } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import type { GameSession } from '../play/index.ts';
import { type Hand, handById, latestHand, writeAction } from './hands.ts';
import type { PvpRoom } from './rooms.ts';
import { mySeat } from './seats.ts';
import { lockTable, pvpRules } from './step.ts';
import { tableById } from './tables.ts';

/** The engines' refusals as the site's errors: nothing was written. */
function refusal(err: unknown): never {
  if (!(err instanceof PvpRuleError)) throw err;
  if (err.code === 'OUT_OF_TURN') throw new AppError('PVP_NOT_YOUR_TURN', err.message);
  if (err.code === 'BAD_AMOUNT') throw new AppError('AMOUNT_OUT_OF_RANGE', err.message);
  throw new AppError('PVP_ACTION_NOT_ALLOWED', err.message);
}

/** Engines whose actions carry a multiple (niu niu's grab ×3, bet ×5), not chips. */
export const COUNTS_MULTIPLES = new Set(['niuniu-grab']);

/** How an action travels: chips as money (bet 2.50 → 250 minor units), or a multiple. */
export function engineAction(engine: string, type: string, amount: number | undefined): PvpAction {
  if (amount === undefined) return { type };
  if (!COUNTS_MULTIPLES.has(engine)) return { type, amount: toMinor(amount) };
  if (!Number.isInteger(amount))
    throw new AppError('AMOUNT_OUT_OF_RANGE', 'A multiple is a whole number');
  return { type, amount: BigInt(amount) };
}

/**
 * The player's action in the hand on at their table, idempotent by requestId: under the
 * table's lock, on the hand the page named, checked by the engine, written with the state
 * after it (and the hand finished in the same transaction when it ends it).
 */
export async function act(
  app: FastifyInstance,
  s: GameSession,
  room: PvpRoom,
  body: { handId: number; action: string; amount?: number; requestId: string },
  now: Date,
): Promise<{ hand: Hand; seat: number }> {
  const db = app.database.db;
  const seat = await mySeat(db, s.memberId, room);
  if (!seat) throw new AppError('PVP_NOT_SEATED', 'You do not sit at a table of this room');
  const table = await tableById(db, seat.tableId);
  if (!table) throw new Error(`pvp table ${seat.tableId} vanished`);
  const { rake, turnMs } = await pvpRules(app);
  const hand = await db.transaction(async (tx) => {
    await lockTable(tx, table.id);
    const [done] = rowsOf<{ hand_id: string }>(
      await tx.execute(sql`SELECT hand_id FROM pvp_actions
        WHERE member_id = ${s.memberId} AND request_id = ${body.requestId}`),
    );
    const current = await latestHand(tx, table.id);
    if (done) {
      if (Number(done.hand_id) !== body.handId) {
        throw new AppError(
          'IDEMPOTENCY_CONFLICT',
          'This requestId was already used in another hand',
        );
      }
      if (!current) throw new Error('pvp hand vanished');
      return current.id === body.handId ? current : await handById(tx, body.handId);
    }
    if (!current || current.id !== body.handId || current.over) {
      throw new AppError('PVP_NOT_YOUR_TURN', 'That hand is over');
    }
    if (!current.dealt.some((d) => d.seatId === seat.id)) {
      throw new AppError('PVP_NOT_YOUR_TURN', 'You are not dealt into this hand');
    }
    const action = engineAction(table.engine.id, body.action, body.amount);
    try {
      table.engine.act(current.state, seat.seat, action);
    } catch (err) {
      refusal(err);
    }
    await tx.execute(sql`UPDATE pvp_seats SET missed = 0 WHERE id = ${seat.id}`);
    return writeAction(
      tx,
      table,
      current,
      { seat: seat.seat, action, requestId: body.requestId },
      rake,
      now,
      turnMs,
    );
  });
  return { hand, seat: seat.seat };
}
