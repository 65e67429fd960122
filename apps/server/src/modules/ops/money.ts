import {
  opsAdjustBalance,
  opsApproveWithdrawal,
  opsCheckLedger,
  opsListDeposits,
  opsListHeldWins,
  opsListWithdrawals,
  opsRejectWin,
  opsRejectWithdrawal,
  opsReleaseWin,
  opsResolveWithdrawal,
  opsVendorKey,
  opsWithdrawalProof,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { handle } from '../../lib/define-routes.ts';
import { paging } from '../../lib/paging.ts';
import {
  approve,
  checkBooks,
  depositView,
  pageOfDeposits,
  pageOfWithdrawals,
  proofOf,
  reject,
  resolve,
  withdrawalView,
} from '../cashier/index.ts';
import { accountsOf, findMemberByAccount } from '../member/index.ts';
import { pointsChecks } from '../points/index.ts';
import { listHeldWins, rejectHeldWin, releaseHeldWin, vendorSecret } from '../provider/index.ts';
import { adjustBalance } from './adjust-balance.ts';

/** The operator's money calls; registered inside the ops plugin (key check and audit). */
export function moneyOps(app: FastifyInstance) {
  const db = app.database.db;

  handle(app, opsListDeposits, async ({ query }) => {
    const page = paging(query);
    const member = query.account ? await findMemberByAccount(db, query.account) : null;
    if (query.account && !member) return { list: [], ...page.info(0) };
    const { rows, total } = await pageOfDeposits(
      db,
      { memberId: member?.id, ...page.range, status: query.status },
      page.offset,
      page.limit,
    );
    const accounts = await accountsOf(
      db,
      rows.map((r) => r.memberId),
    );
    const list = rows.map((r) => {
      const { payUrl: _, ...view } = depositView(r);
      return { ...view, account: accounts.get(r.memberId) ?? '' };
    });
    return { list, ...page.info(total) };
  });
  handle(app, opsListWithdrawals, async ({ query }) => {
    const { rows } = await pageOfWithdrawals(db, { status: query.status }, 0, query.limit, true);
    return {
      list: rows.map((r) => {
        const view = withdrawalView(r.w, r.a);
        return {
          ...view,
          account: r.memberAccount,
          memberId: r.w.memberId,
          payee: view.account,
          hasProof: r.hasProof,
        };
      }),
    };
  });
  handle(app, opsWithdrawalProof, async ({ query }) => {
    const proof = await proofOf(db, query.orderNo);
    if (proof === undefined) throw new AppError('NOT_FOUND', 'No such withdrawal');
    if (proof === null) throw new AppError('NOT_FOUND', 'The player sent no proof image');
    return proof;
  });
  handle(app, opsApproveWithdrawal, ({ body }) => approve(app, body.orderNo, body.remark));
  handle(app, opsRejectWithdrawal, ({ body }) => reject(app, body.orderNo, body.remark));
  handle(app, opsResolveWithdrawal, ({ body }) =>
    resolve(app, body.orderNo, body.action, body.remark),
  );

  handle(app, opsAdjustBalance, ({ body }) => adjustBalance(app, body));

  handle(app, opsVendorKey, async ({ query }) => {
    const secret = await vendorSecret(db, query.vendor);
    if (!secret) throw new AppError('NOT_FOUND', 'No such vendor');
    return { vendor: query.vendor, secret };
  });

  handle(app, opsListHeldWins, async ({ query }) => ({
    list: await listHeldWins(db, query.status, query.limit),
  }));
  handle(app, opsReleaseWin, ({ body }) => releaseHeldWin(db, body.id, body.remark));
  handle(app, opsRejectWin, ({ body }) => rejectHeldWin(db, body.id, body.remark));

  handle(app, opsCheckLedger, () =>
    db.transaction((tx) => checkBooks(tx, pointsChecks), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    }),
  );
}
