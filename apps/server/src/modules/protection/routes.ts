import { changeProtection, getProtection, getRealityCheck } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { handle, memberOf } from '../../lib/define-routes.ts';
import { applySessionRules, sessionTimes } from '../session/index.ts';
import { changeProtectionOf } from './change.ts';
import { minutesOf } from './guards.ts';
import { netSince } from './reality.ts';
import { limitRows, REALITY_CHECK, SESSION } from './repo.ts';
import { readProtection } from './service.ts';

/** The player's own protection calls (security centre) and the reality check. */
export async function protectionRoutes(app: FastifyInstance) {
  const db = app.database.db;
  handle(app, getProtection, (ctx) => readProtection(db, memberOf(ctx).id));
  handle(app, changeProtection, async (ctx) => {
    const memberId = memberOf(ctx).id;
    const done = await changeProtectionOf(db, memberId, ctx.body, 'player');
    await applySessionRules(db, memberId, done.sessions);
    return done.after;
  });
  handle(app, getRealityCheck, async (ctx) => {
    const member = memberOf(ctx);
    const times = await sessionTimes(db, member.sessionId);
    if (!times) throw new AppError('UNAUTHORIZED', 'Log in again');
    const now = new Date();
    const rows = await limitRows(db, member.id, [SESSION, REALITY_CHECK]);
    const limited = minutesOf(rows, SESSION, now) !== null;
    return {
      startedAt: times.startedAt.toISOString(),
      net: await netSince(db, member.id, times.startedAt),
      everyMinutes: minutesOf(rows, REALITY_CHECK, now),
      limitEndsAt: limited ? times.endsAt.toISOString() : null,
    };
  });
}
