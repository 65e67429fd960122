import { claimMission, getMissionLeaderboard, getMissionSummary } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { handle, memberOf } from '../../lib/define-routes.ts';
import * as service from './service.ts';

/** Missions and their leaderboard (product §7 missions calls). */
export async function missionsRoutes(app: FastifyInstance) {
  handle(app, getMissionSummary, (ctx) =>
    service.missionSummary(app, memberOf(ctx).id, ctx.query.language),
  );
  handle(app, getMissionLeaderboard, (ctx) => service.leaderboard(app, memberOf(ctx).id));
  handle(app, claimMission, (ctx) =>
    service.claimMission(app, memberOf(ctx).id, ctx.body.missionId, ctx.body.requestId),
  );
}
