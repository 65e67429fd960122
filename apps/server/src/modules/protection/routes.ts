import { changeProtection, getProtection, getRealityCheck } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { handle, memberOf } from '../../lib/define-routes.ts';
import { applySessionRules, sessionTimes } from '../session/index.ts';
import { changeProtectionOf } from './change.ts';
import { sessionLimitOf } from './guards.ts';
import { netSince } from './reality.ts';
import { limitRows, REALITY_CHECK } from './repo.ts';
import { current } from './rules.ts';
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
    const [every] = await limitRows(db, member.id, [REALITY_CHECK]);
    const everyMinutes = every ? current(every, now).value : null;
    const limited = (await sessionLimitOf(db, member.id, now)) !== null;
    return {
      startedAt: times.startedAt.toISOString(),
      net: await netSince(db, member.id, times.startedAt),
      everyMinutes: everyMinutes === null ? null : Number(everyMinutes),
      limitEndsAt: limited ? times.endsAt.toISOString() : null,
    };
  });
}
