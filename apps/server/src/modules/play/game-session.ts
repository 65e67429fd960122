import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { TRIAL_TYPE } from '../../lib/platform-types.ts';
import { tokenHash } from '../../lib/session-token.ts';
import { type Catalogue, catalogueCacheOf, gameKey } from '../games/index.ts';
import { balanceOf } from '../ledger/index.ts';
import { findMemberById, trialDemoBalance } from '../member/index.ts';
import { findSession, launchTokenGame, sessionDemoBalance, walletFor } from '../provider/index.ts';

/** A live session of an in-house game, with what its calls need to know. */
export interface GameSession {
  sessionId: string;
  memberId: number;
  account: string;
  trial: boolean;
  vendor: string;
  gameCode: string;
  gameName: string;
  engine: string;
  mode: 'real' | 'demo';
}

const ended = () =>
  new AppError('SESSION_EXPIRED', 'This game session has ended: open the game again');

/** The in-house game a launch token was issued for, found without using the token up. */
export async function inHouseVendorOf(q: Queryable, catalogue: Catalogue, token: string) {
  const row = await launchTokenGame(q, token);
  const game = row && catalogue.byCode.get(gameKey(row.vendor, row.gameCode));
  if (!row || !game?.engine || game.launchUrl) {
    throw new AppError('LAUNCH_TOKEN_INVALID', 'This launch token is unknown, used or expired');
  }
  return row.vendor;
}

/**
 * The session a page names, if it is live and belongs to a game this server hosts (a
 * game with an engine and no vendor launch address).
 */
export async function gameSessionOf(
  app: FastifyInstance,
  sessionId: string,
  now: Date,
): Promise<GameSession> {
  const db = app.database.db;
  const session = await findSession(db, sessionId);
  if (!session || session.expiresAt <= now) throw ended();
  const catalogue = await catalogueCacheOf(db).get();
  const game = catalogue.byCode.get(gameKey(session.vendor, session.gameCode));
  if (!game?.engine || game.launchUrl) {
    throw new AppError('GAME_UNAVAILABLE', 'This game is not hosted here');
  }
  const member = await findMemberById(db, session.memberId);
  if (!member) throw ended();
  return {
    sessionId,
    memberId: session.memberId,
    account: member.account,
    trial: Number(member.type) === TRIAL_TYPE,
    vendor: session.vendor,
    gameCode: session.gameCode,
    gameName: game.row.name,
    engine: game.engine,
    mode: session.mode === 'demo' ? 'demo' : 'real',
  };
}

/** The free trial's demo money: a trial account's own, else this session's. */
export const demoBalance = (q: Queryable, s: GameSession): Promise<bigint> =>
  s.trial ? trialDemoBalance(q, s.memberId) : sessionDemoBalance(q, tokenHash(s.sessionId));

/** What the session plays with now: its demo money, or the player's wallet for its vendor. */
export async function sessionBalance(app: FastifyInstance, s: GameSession): Promise<bigint> {
  const db = app.database.db;
  if (s.mode === 'demo') return demoBalance(db, s);
  const { money } = (await app.settings.get()).settings;
  return balanceOf(db, walletFor(money, s.memberId, s.vendor));
}
