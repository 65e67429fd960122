import websocket from '@fastify/websocket';
import {
  CRASH_LIVE_PATH,
  type CrashEvent,
  crashBet,
  crashCashout,
  crashState,
  fromMinor,
  getCrashChain,
} from '@gamehall/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { handle } from '../../lib/define-routes.ts';
import { type GameSession, gameSessionOf, sessionBalance } from '../play/index.ts';
import { CRASH_LIMITS, cashOut, memberBet, placeCrashBet } from './bets.ts';
import { publishedChains } from './chain.ts';
import { publish, startFanOut } from './fan-out.ts';
import { crashHistory, crashSnapshot, myBetView } from './views.ts';

/**
 * The crash game's calls: its page bets and cashes out over HTTP with the session its
 * launch token opened, and watches the shared round over a WebSocket fed by every
 * instance's changes (fan-out.ts).
 */
export async function crashRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const crashSession = async (sessionId: string): Promise<GameSession> => {
    const s = await gameSessionOf(app, sessionId, new Date());
    if (s.engine !== 'crash') throw new AppError('GAME_UNAVAILABLE', 'This game is not crash');
    return s;
  };
  const answer = async (s: GameSession, bet: Parameters<typeof myBetView>[0]) => ({
    bet: myBetView(bet),
    balance: fromMinor(await sessionBalance(app, s)),
  });

  handle(app, crashState, async ({ body }) => {
    const s = await crashSession(body.sessionId);
    const { current, ...snapshot } = await crashSnapshot(db, new Date());
    const mine = current ? await memberBet(db, current.id, s.memberId) : undefined;
    return {
      ...snapshot,
      myBet: mine ? myBetView(mine) : null,
      balance: fromMinor(await sessionBalance(app, s)),
      limits: {
        minStake: fromMinor(CRASH_LIMITS.minStake),
        maxStake: fromMinor(CRASH_LIMITS.maxStake),
        minAuto: CRASH_LIMITS.minAuto / 100,
        maxAuto: CRASH_LIMITS.maxAuto / 100,
      },
    };
  });

  handle(app, crashBet, async ({ body }) => {
    const s = await crashSession(body.sessionId);
    const bet = await placeCrashBet(app, s, body, new Date());
    await publish(db, { type: 'bet', betId: bet.id });
    return answer(s, bet);
  });

  handle(app, crashCashout, async ({ body }) => {
    const s = await crashSession(body.sessionId);
    const bet = await cashOut(app, s, new Date());
    await publish(db, { type: 'cashout', betIds: [bet.id] });
    return answer(s, bet);
  });

  handle(app, getCrashChain, async () => ({
    chains: (await publishedChains(db)).map((c) => ({
      id: Number(c.id),
      terminatingHash: c.terminating_hash,
      salt: c.salt,
      length: Number(c.length),
    })),
    rounds: await crashHistory(db),
  }));

  const fanOut = await startFanOut(app);
  await app.register(websocket, { options: { maxPayload: 1024 } });
  app.get(
    CRASH_LIVE_PATH,
    { websocket: true, schema: { hide: true }, preValidation: sameOriginOnly },
    async (socket, req) => {
      // The page only listens; anything it sends is ignored.
      if (!fanOut.add(socket, req.ip)) return;
      const { current: _, ...snapshot } = await crashSnapshot(db, new Date());
      const first: CrashEvent = { type: 'snapshot', ...snapshot };
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(first));
    },
  );
}

/**
 * A browser opening the feed from another site's page sends that site's Origin: refused
 * before the upgrade (403). Clients that send no Origin (not browsers) are not pages of
 * another site and may listen — the feed is public.
 */
async function sameOriginOnly(req: FastifyRequest, reply: FastifyReply) {
  const origin = req.headers.origin;
  if (origin === undefined) return;
  let host: string | null = null;
  try {
    host = new URL(origin).host;
  } catch {
    host = null;
  }
  if (host === null || host !== req.headers.host) {
    return reply.code(403).send({
      success: false,
      code: 'FORBIDDEN',
      message: 'The live feed is for this site’s own pages',
    });
  }
}
