import { fromMinor, toMinor } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { tokenHash } from '../../lib/session-token.ts';
import { type Caller, type GameSession, houseCaller, sessionCaller } from '../play/index.ts';
import { payWin, placeBet } from '../provider/index.ts';
import { latestHand } from './hands.ts';
import type { PvpRoom } from './rooms.ts';
import { mySeat, type Seat, seatRound, seatsWhere, setSeatStatus } from './seats.ts';
import { tableWithFreeSeat } from './tables.ts';

/**
 * Sits the player at a table of the room (decision 036), idempotent by requestId: the
 * seat is written PENDING under the room's lock (one seat per player and room), then the
 * buy-in goes through the provider service as the seat round's bet and the seat is
 * SITTING with those chips — or REFUSED when the wallet cannot cover it. A request cut
 * off between the two is finished by the runner (`recoverPendingSeats`).
 */
export async function sit(
  app: FastifyInstance,
  s: GameSession,
  room: PvpRoom,
  body: { buyIn: number; requestId: string },
  now: Date,
): Promise<Seat> {
  if (s.mode !== 'real') {
    throw new AppError('DEMO_NOT_OFFERED', 'Card rooms are played for real money only');
  }
  const db = app.database.db;
  const buyIn = toMinor(body.buyIn);
  const mine = sql`s.member_id = ${s.memberId} AND s.request_id = ${body.requestId}`;
  let [seat] = await seatsWhere(db, mine);
  if (!seat) {
    if (buyIn < room.minBuyIn || buyIn > room.maxBuyIn) {
      throw new AppError(
        'AMOUNT_OUT_OF_RANGE',
        `The buy-in of this room is ${fromMinor(room.minBuyIn)} to ${fromMinor(room.maxBuyIn)}`,
        { details: { min: fromMinor(room.minBuyIn), max: fromMinor(room.maxBuyIn) } },
      );
    }
    await db.transaction(async (tx) => {
      const key = `pvp-room:${room.vendor}:${room.gameCode}:${room.roomId}`;
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
      if (await mySeat(tx, s.memberId, room)) {
        throw new AppError('PVP_ALREADY_SEATED', 'You already sit at a table of this room');
      }
      const { table, seat: free } = await tableWithFreeSeat(tx, room);
      await tx.execute(sql`INSERT INTO pvp_seats (table_id, seat, member_id, request_id,
          session_hash, buy_in, stack, status)
        VALUES (${table.id}, ${free}, ${s.memberId}, ${body.requestId},
          ${tokenHash(s.sessionId)}, ${buyIn.toString()}, ${buyIn.toString()}, 'PENDING')`);
    });
    [seat] = await seatsWhere(db, mine);
    if (!seat) throw new Error('pvp seat vanished');
  }
  if (seat.buyIn !== buyIn) {
    throw new AppError(
      'IDEMPOTENCY_CONFLICT',
      'This requestId was already used for another buy-in',
    );
  }
  if (seat.status === 'PENDING') {
    seat = await takeBuyIn(app, seat, await sessionCaller(app, s, now), s.sessionId);
  }
  if (seat.status === 'REFUSED') {
    throw new AppError('WALLET_INSUFFICIENT_FUNDS', 'Not enough money for this buy-in');
  }
  return seat;
}

/** Takes a PENDING seat's buy-in (idempotent by the seat's id): SITTING, or REFUSED. */
async function takeBuyIn(app: FastifyInstance, seat: Seat, caller: Caller, sessionId = '') {
  const db = app.database.db;
  let status: 'SITTING' | 'REFUSED' = 'SITTING';
  try {
    await placeBet(db, caller, {
      account: seat.account,
      sessionId,
      amount: fromMinor(seat.buyIn),
      transactionId: `${seatRound(seat.id)}-bet`,
      roundId: seatRound(seat.id),
      gameCode: seat.gameCode,
    });
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'WALLET_INSUFFICIENT_FUNDS')) throw err;
    status = 'REFUSED';
  }
  await setSeatStatus(db, seat.id, ['PENDING'], status);
  const [now] = await seatsWhere(db, sql`s.id = ${seat.id}`);
  if (!now) throw new Error('pvp seat vanished');
  return now;
}

/**
 * Seats whose sitting-down request was cut off after the seat was written: the house
 * finishes it (the wallet's own idempotency makes a buy-in it already took count once),
 * so the seat either holds the money the wallet took or is REFUSED — never money taken
 * without chips. Such a player is not at the table: the timer folds them and stands them
 * up, and their chips go back.
 */
export async function recoverPendingSeats(app: FastifyInstance, now: Date) {
  const cutOff = new Date(now.getTime() - 30_000).toISOString();
  const { money } = (await app.settings.get()).settings;
  for (const seat of await seatsWhere(
    app.database.db,
    sql`s.status = 'PENDING' AND s.created_at < ${cutOff}`,
  )) {
    await takeBuyIn(app, seat, houseCaller(money, seat.memberId, seat.vendor));
  }
}

/**
 * Pays back the seats standing up that no hand holds any more: their chips as the seat
 * round's one win (idempotent by the seat's id), then LEFT. Safe on any instance.
 */
export async function cashOutLeavingSeats(app: FastifyInstance, tableId?: string) {
  const db = app.database.db;
  const { money } = (await app.settings.get()).settings;
  const leaving = await seatsWhere(
    db,
    sql`s.status = 'LEAVING' ${tableId ? sql`AND s.table_id = ${tableId}` : sql``}`,
  );
  const paid: Seat[] = [];
  for (const seat of leaving) {
    const hand = await latestHand(db, seat.tableId);
    if (hand && !hand.over && hand.dealt.some((d) => d.seatId === seat.id)) continue;
    await payWin(db, houseCaller(money, seat.memberId, seat.vendor), {
      account: seat.account,
      amount: fromMinor(seat.stack),
      transactionId: `${seatRound(seat.id)}-win`,
      roundId: seatRound(seat.id),
      gameCode: seat.gameCode,
    });
    await db.execute(sql`UPDATE pvp_seats SET status = 'LEFT', left_at = now(),
        paid_out = ${seat.stack.toString()}
      WHERE id = ${seat.id} AND status = 'LEAVING'`);
    paid.push(seat);
  }
  return paid;
}
