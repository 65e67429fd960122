import {
  fromMinor,
  PVP_ROOM_PATH,
  type PvpRoomEvent,
  pvpAct,
  pvpLeave,
  pvpRoomState,
  pvpSit,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../lib/define-routes.ts';
import { sameOriginOnly } from '../../lib/live-sockets.ts';
import { gameSessionOf, sessionBalance } from '../play/index.ts';
import { act } from './act.ts';
import { publishChange, startPvpFanOut } from './fan-out.ts';
import { lastOverHand, latestHand } from './hands.ts';
import { leave } from './leave.ts';
import { roomOf } from './rooms.ts';
import { mySeat, seatsAt } from './seats.ts';
import { sit } from './sit.ts';
import { pvpRules } from './step.ts';
import { tableById } from './tables.ts';
import { handView, seatViews } from './views.ts';

/**
 * The card rooms' calls: a room's page sits, acts and leaves over HTTP with the session
 * its launch token opened and the room the launch named, and watches its table over a
 * WebSocket that says when to read it again.
 */
export async function pvpRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const roomSession = async (sessionId: string, roomId: string) => {
    const s = await gameSessionOf(app, sessionId, new Date());
    return { s, room: await roomOf(db, s, roomId) };
  };

  handle(app, pvpRoomState, async ({ body }) => {
    const { s, room } = await roomSession(body.sessionId, body.roomId);
    const { rake, turnMs } = await pvpRules(app);
    const seat = await mySeat(db, s.memberId, room);
    const table = seat ? await tableById(db, seat.tableId) : null;
    const hand = table ? await latestHand(db, table.id) : null;
    const last = table && hand && !hand.over ? await lastOverHand(db, table.id) : hand;
    const dealtSeat = (h: typeof hand) =>
      seat && h?.dealt.some((d) => d.seatId === seat.id) ? seat.seat : null;
    return {
      serverTime: new Date().toISOString(),
      room: {
        roomId: room.roomId,
        name: room.name,
        engine: room.engine.id,
        stake: fromMinor(room.stake),
        minBuyIn: fromMinor(room.minBuyIn),
        maxBuyIn: fromMinor(room.maxBuyIn),
        seats: room.seats,
        turnMs,
        rakeBps: rake.bps,
        rakeCap: fromMinor(rake.cap),
      },
      table: table?.id ?? null,
      seats: table ? seatViews(await seatsAt(db, table.id), hand, table, s.memberId) : [],
      mySeat: seat && seat.status !== 'PENDING' ? seat.seat : null,
      hand: table && hand && !hand.over ? handView(hand, table, dealtSeat(hand)) : null,
      lastHand: table && last?.over ? handView(last, table, dealtSeat(last)) : null,
      balance: fromMinor(await sessionBalance(app, s)),
    };
  });

  handle(app, pvpSit, async ({ body }) => {
    const { s, room } = await roomSession(body.sessionId, body.roomId);
    const seat = await sit(app, s, room, body, new Date());
    await publishChange(db, seat.tableId, null);
    return {
      table: seat.tableId,
      seat: seat.seat,
      stack: fromMinor(seat.stack),
      balance: fromMinor(await sessionBalance(app, s)),
    };
  });

  handle(app, pvpAct, async ({ body }) => {
    const { s, room } = await roomSession(body.sessionId, body.roomId);
    const { hand, seat } = await act(app, s, room, body, new Date());
    const table = await tableById(db, hand.tableId);
    if (!table) throw new Error(`pvp table ${hand.tableId} vanished`);
    await publishChange(db, table.id, hand.id);
    return { hand: handView(hand, table, seat) };
  });

  handle(app, pvpLeave, async ({ body }) => {
    const { s, room } = await roomSession(body.sessionId, body.roomId);
    const { left, tableId } = await leave(app, s, room, new Date());
    await publishChange(db, tableId, null);
    return { left, balance: fromMinor(await sessionBalance(app, s)) };
  });

  const fanOut = await startPvpFanOut(app);
  app.get<{ Querystring: { table?: string } }>(
    PVP_ROOM_PATH,
    { websocket: true, schema: { hide: true }, preValidation: sameOriginOnly },
    async (socket, req) => {
      // The page only listens; anything it sends is ignored.
      const table = await tableById(db, String(req.query.table ?? '').slice(0, 80));
      if (!table) {
        socket.close(1008, 'No such table');
        return;
      }
      if (!fanOut.add(socket, req.ip, table.id)) return;
      // The first word: read the table now (a page that reconnects catches up so).
      const hello: PvpRoomEvent = { type: 'changed', table: table.id, handId: null };
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(hello));
    },
  );
}
