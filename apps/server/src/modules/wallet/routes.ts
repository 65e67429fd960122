import {
  fromMinor,
  getBalance,
  getMerchantWallet,
  getWallets,
  recallWallet,
  transferToDownline,
  transferToUpline,
  walletTransfer,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { handle, memberOf } from '../../lib/define-routes.ts';
import { TRIAL_TYPE } from '../../lib/platform-types.ts';
import { findMemberById } from '../member/index.ts';
import {
  balancesOf,
  isSingleWallet,
  recallVendorWallet,
  sendToDownline,
  sendToUpline,
  sumBalanceOf,
  transferBetweenWallets,
} from './service.ts';

/** Balances and transfers (product §3/§7): every movement goes through the ledger. */
export async function walletRoutes(app: FastifyInstance) {
  handle(app, getBalance, async (ctx) => {
    const member = memberOf(ctx);
    if (member.type === TRIAL_TYPE) {
      // Demo money of a trial account never touches the ledger.
      const row = await findMemberById(app.database.db, member.id);
      return { sumBalance: fromMinor(row?.demoBalance ?? 0n) };
    }
    return { sumBalance: await sumBalanceOf(app, member.id) };
  });
  handle(app, getMerchantWallet, async () => ({ isSingle: await isSingleWallet(app) }));
  handle(app, getWallets, (ctx) => balancesOf(app, memberOf(ctx).id));
  handle(app, walletTransfer, (ctx) => transferBetweenWallets(app, memberOf(ctx).id, ctx.body));
  handle(app, recallWallet, (ctx) => recallVendorWallet(app, memberOf(ctx).id, ctx.body));
  handle(app, transferToUpline, (ctx) => sendToUpline(app, memberOf(ctx), ctx.body));
  handle(app, transferToDownline, (ctx) => sendToDownline(app, memberOf(ctx), ctx.body));
}
