import { forfeitBonus, getBonusGrants, getPointBalance } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { handle, memberOf } from '../../lib/define-routes.ts';
import { bonusDetails, forfeit, pointBalance } from './service.ts';

/** The player's rewards calls (issue 16): bonus details, giving a bonus up, points. */
export async function promotionsRoutes(app: FastifyInstance) {
  handle(app, getBonusGrants, (ctx) => bonusDetails(app, memberOf(ctx).id));
  handle(app, forfeitBonus, (ctx) => forfeit(app, memberOf(ctx).id, ctx.body.grantId));
  handle(app, getPointBalance, (ctx) => pointBalance(app, memberOf(ctx).id));
}
