import {
  fromMinor,
  LIVE_TABLE_PATH,
  type LiveTableEvent,
  liveTableBet,
  liveTableDecide,
  liveTableState,
} from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { handle } from '../../lib/define-routes.ts';
import { sameOriginOnly } from '../../lib/live-sockets.ts';
import { gameSessionOf, sessionBalance } from '../play/index.ts';
import { decide, decisionsView, seatOf } from './decide.ts';
import { publish, startLiveFanOut } from './fan-out.ts';
import { dealtRounds, step } from './rounds.ts';
import { placeSlip, slipsWhere } from './slips.ts';
import { liveTableOf } from './tables.ts';
import { slipView, tableSnapshot } from './views.ts';

const limitsOnWire = (l: NonNullable<ReturnType<typeof liveTableOf>>['limits']) => ({
  perBet: Object.fromEntries(
    Object.entries(l.perBet).map(([type, r]) => [
      type,
      { min: fromMinor(r.min), max: fromMinor(r.max) },
    ]),
  ),
  maxTotal: fromMinor(l.maxTotal),
});

/**
 * The live tables' calls: a table's page bets over HTTP with the session its launch
 * token opened, and watches its table over a WebSocket fed by every instance's changes.
 */
export async function liveRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const tableSession = async (sessionId: string) => {
    const s = await gameSessionOf(app, sessionId, new Date());
    const table = liveTableOf(s.engine);
    if (!table) throw new AppError('GAME_UNAVAILABLE', 'This game is not a live table');
    return { s, table };
  };

  handle(app, liveTableState, async ({ body }) => {
    const { s, table } = await tableSession(body.sessionId);
    const { current, ...snapshot } = await tableSnapshot(db, table, new Date());
    // The round on show: the one taking bets, or the one just dealt with its wins.
    const shown = current ?? (await dealtRounds(db, table.id, 1))[0];
    const mine = shown
      ? await slipsWhere(
          db,
          sql`t.round_id = ${shown.id} AND s.member_id = ${s.memberId} AND s.status <> 'REFUSED'`,
        )
      : [];
    const seat = shown && table.decides ? await seatOf(db, shown.id, s) : null;
    return {
      ...snapshot,
      table: {
        id: table.id,
        engine: table.engine.id,
        bettingMs: table.bettingMs,
        decisionMs: table.decisionMs,
        resultMs: table.resultMs,
        limits: limitsOnWire(table.limits),
      },
      mySlips: mine.map((slip) => slipView(slip, table, shown)),
      decisions:
        shown && seat && table.decides
          ? await decisionsView(db, table.decides, shown, seat, new Date())
          : null,
      balance: fromMinor(await sessionBalance(app, s)),
    };
  });

  handle(app, liveTableDecide, async ({ body }) => {
    const { s, table } = await tableSession(body.sessionId);
    const decisions = await decide(app, s, table, body, new Date());
    if (table.decides?.steps) {
      // The last decision of a step closes it at once: the table need not wait its time.
      const { changed } = await step(db, table, new Date());
      if (changed) await publish(db, { type: 'round', table: table.id });
    }
    return { decisions, balance: fromMinor(await sessionBalance(app, s)) };
  });

  handle(app, liveTableBet, async ({ body }) => {
    const { s, table } = await tableSession(body.sessionId);
    const slip = await placeSlip(app, s, table, body, new Date());
    await publish(db, { type: 'totals', table: table.id, roundId: slip.roundId });
    return {
      slip: slipView(slip, table, undefined),
      balance: fromMinor(await sessionBalance(app, s)),
    };
  });

  const fanOut = await startLiveFanOut(app);
  app.get<{ Querystring: { table?: string } }>(
    LIVE_TABLE_PATH,
    { websocket: true, schema: { hide: true }, preValidation: sameOriginOnly },
    async (socket, req) => {
      // The page only listens; anything it sends is ignored.
      const table = liveTableOf(String(req.query.table ?? ''));
      if (!table) {
        socket.close(1008, 'No such table');
        return;
      }
      if (!fanOut.add(socket, req.ip, table.id)) return;
      const {
        current: _,
        history: __,
        upcoming: ___,
        ...snapshot
      } = await tableSnapshot(db, table, new Date());
      const first: LiveTableEvent = { type: 'snapshot', ...snapshot };
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(first));
    },
  );
}
