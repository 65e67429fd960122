import { checkAffiliate, getAgentInfo } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { handle, memberOf } from '../../lib/define-routes.ts';
import { countDownlines, findActiveAgentByCode, findMemberById } from '../member/index.ts';

/** The agent calls of the accounts issue: invitation-code check and the agent's own card. */
export async function agentRoutes(app: FastifyInstance) {
  const db = app.database.db;
  // Limited per IP so the call cannot be used to list every agent's code.
  handle(
    app,
    checkAffiliate,
    async ({ query }) => ({ valid: (await findActiveAgentByCode(db, query.code)) !== null }),
    {
      ipLimits: [
        {
          name: 'affiliate-ip',
          points: 30,
          windowSec: 60,
          message: 'Too many requests, please try again later',
        },
      ],
    },
  );
  handle(app, getAgentInfo, async (ctx) => {
    const agent = await findMemberById(db, memberOf(ctx).id);
    if (!agent) throw new AppError('UNAUTHORIZED', 'You are not logged in, please login');
    return {
      account: agent.account,
      type: agent.type,
      affiliateCode: agent.affiliateCode,
      downlineCount: await countDownlines(db, agent.id),
    };
  });
}
