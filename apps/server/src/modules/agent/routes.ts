import {
  type CallDef,
  CONTRACT_KINDS,
  type ContractKind,
  checkAffiliate,
  contractCalls,
  createDownline,
  createInviteLink,
  getAgentAnnouncements,
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
import { type Handler, handle, memberOf } from '../../lib/define-routes.ts';
import { passwordPoolFull } from '../../lib/password/pool.ts';
import {
  countDownlines,
  findActiveAgentByCode,
  findMemberById,
  openDownlineAccount,
  requireFeature,
} from '../member/index.ts';
import { agentNotices } from '../system/index.ts';
import { contractsOf, decideContract, offerContract } from './contracts-service.ts';
import { downlines } from './downlines-service.ts';
import { createLink, endLink, linksOf } from './links-service.ts';
import {
  myIncome,
  teamBets,
  teamOverview,
  teamProfitLoss,
  teamTransactions,
} from './reports-service.ts';

/** Each contract type's switch in the brand's module tree (product §3, §5). */
const CONTRACT_SWITCHES: Record<ContractKind, string> = {
  DIVIDEND: 'DIVIDEND',
  DAILY_SALARY: 'DAILYSALARY',
  HOURLY_SALARY: 'HOURSALARY',
  REALTIME_SALARY: 'REALTIMESALARY',
};

/**
 * The agent calls: the invitation-code check anyone makes, and the agent centre's, which
 * answer only while the brand has the agent centre (and a contract call its type) on.
 */
export async function agentRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const inCentre =
    <C extends CallDef>(handler: Handler<C>, contractSwitch?: string): Handler<C> =>
    async (ctx) => {
      const { settings } = await app.settings.get();
      requireFeature(settings, 'AGENTCENTER');
      if (contractSwitch) requireFeature(settings, contractSwitch);
      return handler(ctx);
    };
  // Limited per IP so the call cannot be used to list every agent's code.
  handle(
    app,
    checkAffiliate,
    async ({ query }) => ({
      valid:
        (await findActiveAgentByCode(db, query.code)) !== null ||
        (await app.invites.resolve(query.code)) !== null,
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
  handle(
    app,
    getAgentInfo,
    inCentre(async (ctx) => {
      const agent = await findMemberById(db, memberOf(ctx).id);
      if (!agent) throw new AppError('UNAUTHORIZED', 'You are not logged in, please login');
      return {
        account: agent.account,
        type: agent.type,
        affiliateCode: agent.affiliateCode,
        downlineCount: await countDownlines(db, agent.id),
      };
    }),
  );

  handle(
    app,
    getAgentAnnouncements,
    inCentre(async ({ query }) => ({
      list: await agentNotices(db, query.language, await app.settings.get(), new Date()),
    })),
  );
  handle(
    app,
    getContracts,
    inCentre((ctx) => contractsOf(db, memberOf(ctx).id, ctx.query.kind)),
  );
  // One call per contract type (product §7), each an offer or a decision on one contract.
  for (const kind of CONTRACT_KINDS) {
    handle(
      app,
      contractCalls[kind],
      inCentre(
        ({ body, ...ctx }) =>
          body.action === 'OFFER'
            ? offerContract(db, memberOf(ctx).id, kind, body.downline, body.terms)
            : decideContract(db, memberOf(ctx).id, kind, body.action, body.contractId),
        CONTRACT_SWITCHES[kind],
      ),
    );
  }

  // The reports: each reads only the calling agent's team (reports-repo.ts), over days of
  // the brand's time zone.
  const zone = async () => (await app.settings.get()).settings.site.timeZone;
  handle(
    app,
    getTeamOverview,
    inCentre(async (ctx) => teamOverview(db, await zone(), memberOf(ctx).id, ctx.query)),
  );
  handle(
    app,
    getTeamBets,
    inCentre(async (ctx) => teamBets(db, await zone(), memberOf(ctx).id, ctx.query)),
  );
  handle(
    app,
    getTeamProfitLoss,
    inCentre(async (ctx) => teamProfitLoss(db, await zone(), memberOf(ctx).id, ctx.query)),
  );
  handle(
    app,
    getTeamTransactions,
    inCentre(async (ctx) => teamTransactions(db, await zone(), memberOf(ctx).id, ctx.query)),
  );
  handle(
    app,
    getMyIncome,
    inCentre(async (ctx) => myIncome(db, await zone(), memberOf(ctx).id, ctx.query)),
  );

  // Downline management and the register centre.
  handle(
    app,
    getDownlines,
    inCentre((ctx) => downlines(db, memberOf(ctx).id, ctx.query)),
  );
  handle(
    app,
    createDownline,
    inCentre((ctx) => openDownlineAccount(app, memberOf(ctx).id, ctx.body, clientOf(ctx.req))),
    { shedWhen: passwordPoolFull },
  );
  handle(
    app,
    getInviteLinks,
    inCentre((ctx) => linksOf(db, memberOf(ctx).id)),
  );
  handle(
    app,
    createInviteLink,
    inCentre((ctx) => createLink(db, memberOf(ctx).id, ctx.body)),
  );
  handle(
    app,
    revokeInviteLink,
    inCentre((ctx) => endLink(db, memberOf(ctx).id, ctx.body.id)),
  );
}
