import {
  CRASH_LIVE_PATH,
  type CrashEvent,
  crashBet,
  crashCashout,
  crashState,
  fromMinor,
  getCrashChain,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { handle } from '../../lib/define-routes.ts';
import { sameOriginOnly } from '../../lib/live-sockets.ts';
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
