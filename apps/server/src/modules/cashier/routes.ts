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
  sandboxDepositCallback,
  toMinor,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { handle, memberOf } from '../../lib/define-routes.ts';
import { depositChannels, depositsPage, openDeposit, settleDeposit } from './deposit-service.ts';
import { SANDBOX } from './sandbox-provider.ts';
import { fieldsSignatureMatches, providerSecret } from './signing.ts';
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

  handle(app, sandboxDepositCallback, async ({ body, req }) => {
    const secret = await providerSecret(app.database.db, SANDBOX);
    const signature = req.headers['x-signature'];
    if (
      !fieldsSignatureMatches(secret, body, typeof signature === 'string' ? signature : undefined)
    ) {
      throw new AppError('SIGNATURE_INVALID', 'The callback signature is missing or wrong');
    }
    const order = await settleDeposit(app, { ...body, amount: toMinor(body.amount) });
    return { orderNo: order.orderNo, status: order.status };
  });

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
