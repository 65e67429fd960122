import {
  bindWithdrawAccount,
  confirmWithdrawal,
  createDeposit,
  getDepositChannels,
  getWithdrawInfo,
  listDeposits,
  listWithdrawAccounts,
  listWithdrawals,
  PROOF_MAX_BYTES,
  requestWithdrawal,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { handle, memberOf } from '../../lib/define-routes.ts';
import { depositChannels, depositsPage, openDeposit } from './deposit-service.ts';
import { confirm } from './withdraw-decisions.ts';
import { accountsOf } from './withdraw-repo.ts';
import { bindAccount, requestPayout, withdrawalsPage, withdrawInfo } from './withdraw-service.ts';
import { accountView } from './withdraw-view.ts';

/** A proof image in base64 plus the rest of the body. */
const CONFIRM_BODY_LIMIT = Math.ceil(PROOF_MAX_BYTES / 3) * 4 + 64 * 1024;

export async function cashierRoutes(app: FastifyInstance) {
  handle(app, getDepositChannels, async () => ({ channels: await depositChannels(app) }));
  handle(app, createDeposit, (ctx) => openDeposit(app, memberOf(ctx).id, ctx.body));
  handle(app, listDeposits, (ctx) => depositsPage(app, memberOf(ctx).id, ctx.query));

  handle(app, listWithdrawAccounts, async (ctx) => ({
    accounts: (await accountsOf(app.database.db, memberOf(ctx).id)).map(accountView),
  }));
  handle(app, bindWithdrawAccount, (ctx) => bindAccount(app, memberOf(ctx).id, ctx.body));
  handle(app, getWithdrawInfo, (ctx) => withdrawInfo(app, memberOf(ctx).id));
  handle(app, requestWithdrawal, (ctx) => requestPayout(app, memberOf(ctx).id, ctx.body));
  handle(app, listWithdrawals, (ctx) => withdrawalsPage(app, memberOf(ctx).id, ctx.query));
  handle(app, confirmWithdrawal, (ctx) => confirm(app, memberOf(ctx).id, ctx.body), {
    bodyLimit: CONFIRM_BODY_LIMIT,
  });
}
