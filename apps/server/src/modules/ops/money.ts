import {
  fromMinor,
  opsAdjustBalance,
  opsApproveWithdrawal,
  opsCheckLedger,
  opsListHeldWins,
  opsListWithdrawals,
  opsRejectWin,
  opsRejectWithdrawal,
  opsReleaseWin,
  opsResolveWithdrawal,
  opsVendorKey,
  toMinor,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { handle } from '../../lib/define-routes.ts';
import { TRIAL_TYPE } from '../../lib/platform-types.ts';
import {
  approve,
  checkBooks,
  pageOfWithdrawals,
  reject,
  resolve,
  withdrawalView,
} from '../cashier/index.ts';
import {
  account,
  addTurnover,
  balanceOf,
  inTransaction,
  lockOrder,
  move,
  post,
  turnoverFor,
} from '../ledger/index.ts';
import { findMemberByAccount } from '../member/index.ts';
import { pointsChecks } from '../points/index.ts';
import { listHeldWins, rejectHeldWin, releaseHeldWin, vendorSecret } from '../provider/index.ts';

/** The operator's money calls; registered inside the ops plugin (key check and audit). */
export function moneyOps(app: FastifyInstance) {
  const db = app.database.db;

  handle(app, opsListWithdrawals, async ({ query }) => {
    const { rows } = await pageOfWithdrawals(db, { status: query.status }, 0, query.limit, true);
    return {
      list: rows.map((r) => ({
        ...withdrawalView(r.w, r.a),
        account: r.memberAccount,
        memberId: r.w.memberId,
      })),
    };
  });
  handle(app, opsApproveWithdrawal, ({ body }) => approve(app, body.orderNo, body.remark));
  handle(app, opsRejectWithdrawal, ({ body }) => reject(app, body.orderNo, body.remark));
  handle(app, opsResolveWithdrawal, ({ body }) =>
    resolve(app, body.orderNo, body.action, body.remark),
  );

  handle(app, opsAdjustBalance, async ({ body }) => {
    const member = await findMemberByAccount(db, body.account);
    if (!member || member.type === TRIAL_TYPE) throw new AppError('NOT_FOUND', 'No such account');
    const amount = toMinor(body.amount);
    const wallet = body.wallet === 'BONUS' ? account.bonus(member.id) : account.main(member.id);
    const money = (await app.settings.get()).settings.money;
    const turnover =
      amount <= 0n
        ? 0n
        : body.turnover !== undefined
          ? toMinor(body.turnover)
          : body.wallet === 'BONUS'
            ? turnoverFor(amount, money.bonusTurnoverMultiple)
            : 0n;
    const posted = await inTransaction(db, async (tx) => {
      const p = await post(tx, {
        key: `ops:${body.requestId}`,
        type: body.wallet === 'BONUS' ? 'BONUS' : 'ADJUSTMENT',
        memberId: member.id,
        remark: body.remark,
        entries: move(account.house(member.id), wallet, amount),
        fingerprint: turnover.toString(),
        meta: { turnover: turnover.toString() },
      });
      if (!p.replayed) await addTurnover(tx, member.id, { required: turnover });
      return p;
    });
    const balance = posted.balances.get(lockOrder(wallet)) ?? (await balanceOf(db, wallet));
    return { transactionId: String(posted.txId), balance: fromMinor(balance) };
  });

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
