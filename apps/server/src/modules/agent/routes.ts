import {
  CONTRACT_KINDS,
  checkAffiliate,
  contractCalls,
  createDownline,
  createInviteLink,
  getAgentInfo,
  getContracts,
  getDownlines,
  getInviteLinks,
  getMyIncome,
  getTeamBets,
  getTeamOverview,
  getTeamProfitLoss,
  getTeamTransactions,
  revokeInviteLink,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { clientOf } from '../../lib/client.ts';
import { handle, memberOf } from '../../lib/define-routes.ts';
import { passwordPoolFull } from '../../lib/password/pool.ts';
import {
  countDownlines,
  findActiveAgentByCode,
  findMemberById,
  openDownlineAccount,
} from '../member/index.ts';
import { contractsOf, decideContract, offerContract } from './contracts-service.ts';
import { downlines } from './downlines-service.ts';
import { createLink, endLink, inviteLinks, linksOf } from './links-service.ts';
import {
  myIncome,
  teamBets,
  teamOverview,
  teamProfitLoss,
  teamTransactions,
} from './reports-service.ts';

/** The agent calls of the accounts issue: invitation-code check and the agent's own card. */
export async function agentRoutes(app: FastifyInstance) {
  const db = app.database.db;
  // Limited per IP so the call cannot be used to list every agent's code.
  handle(
    app,
    checkAffiliate,
    async ({ query }) => ({
      valid:
        (await findActiveAgentByCode(db, query.code)) !== null ||
        (await inviteLinks(db).resolve(query.code)) !== null,
    }),
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

  handle(app, getContracts, (ctx) => contractsOf(db, memberOf(ctx).id, ctx.query.kind));
  // One call per contract type (product §7), each an offer or a decision on one contract.
  for (const kind of CONTRACT_KINDS) {
    handle(app, contractCalls[kind], ({ body, ...ctx }) =>
      body.action === 'OFFER'
        ? offerContract(db, memberOf(ctx).id, kind, body.downline, body.terms)
        : decideContract(db, memberOf(ctx).id, kind, body.action, body.contractId),
    );
  }

  // The reports: each reads only the calling agent's team (reports-repo.ts).
  handle(app, getTeamOverview, (ctx) => teamOverview(db, memberOf(ctx).id, ctx.query));
  handle(app, getTeamBets, (ctx) => teamBets(db, memberOf(ctx).id, ctx.query));
  handle(app, getTeamProfitLoss, (ctx) => teamProfitLoss(db, memberOf(ctx).id, ctx.query));
  handle(app, getTeamTransactions, (ctx) => teamTransactions(db, memberOf(ctx).id, ctx.query));
  handle(app, getMyIncome, (ctx) => myIncome(db, memberOf(ctx).id, ctx.query));

  // Downline management and the register centre.
  handle(app, getDownlines, (ctx) => downlines(db, memberOf(ctx).id, ctx.query));
  handle(
    app,
    createDownline,
    (ctx) => openDownlineAccount(app, memberOf(ctx).id, ctx.body, clientOf(ctx.req)),
    { shedWhen: passwordPoolFull },
  );
  handle(app, getInviteLinks, (ctx) => linksOf(db, memberOf(ctx).id));
  handle(app, createInviteLink, (ctx) => createLink(db, memberOf(ctx).id, ctx.body));
  handle(app, revokeInviteLink, (ctx) => endLink(db, memberOf(ctx).id, ctx.body.id));
}
