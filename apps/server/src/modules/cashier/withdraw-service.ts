import {
  type BodyOf,
  type bindWithdrawAccount,
  fromMinor,
  type listWithdrawals,
  type ParsedQueryOf,
  type requestWithdrawal,
  toMinor,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { paging } from '../../lib/paging.ts';
import { requestHash } from '../../lib/request-hash.ts';
import { requireKyc } from '../kyc/index.ts';
import { account, balanceOf, inTransaction, turnoverOf } from '../ledger/index.ts';
import { findMemberById, provePaymentPassword } from '../member/index.ts';
import { bonusTurnoverOwed } from '../promotions/index.ts';
import { checkRange } from './limits.ts';
import { newOrderNo } from './order-no.ts';
import { postWithdrawalStep } from './withdraw-ledger.ts';
import {
  accountById,
  accountsOf,
  findWithdrawalByRequest,
  insertAccount,
  insertWithdrawal,
  pageOfWithdrawals,
  withdrawnSoFar,
} from './withdraw-repo.ts';
import { accountView, withdrawalView } from './withdraw-view.ts';

const MAX_ACCOUNTS = 5;

export async function withdrawInfo(app: FastifyInstance, memberId: number) {
  const db = app.database.db;
  const money = (await app.settings.get()).settings.money;
  const [member, turnover, bonuses, balance, accounts] = await Promise.all([
    findMemberById(db, memberId),
    turnoverOf(db, memberId),
    bonusTurnoverOwed(app, memberId),
    balanceOf(db, account.main(memberId)),
    accountsOf(db, memberId),
  ]);
  return {
    min: money.withdrawMin,
    max: money.withdrawMax,
    balance: fromMinor(balance),
    turnoverRequired: fromMinor(turnover.required),
    turnoverDone: fromMinor(turnover.done),
    turnoverRemaining: fromMinor(turnover.remaining + bonuses),
    bonusTurnoverRemaining: fromMinor(bonuses),
    hasPaymentPassword: member?.paymentPasswordHash != null,
    autoConfirmMinutes: money.withdrawAutoConfirmMinutes,
    accounts: accounts.map(accountView),
  };
}

export async function bindAccount(
  app: FastifyInstance,
  memberId: number,
  body: BodyOf<typeof bindWithdrawAccount>,
) {
  await provePaymentPassword(app, memberId, body.paymentPassword);
  const db = app.database.db;
  if ((await accountsOf(db, memberId)).length >= MAX_ACCOUNTS) {
    throw new AppError('CONFLICT', `At most ${MAX_ACCOUNTS} payout accounts can be bound`);
  }
  const row = await insertAccount(db, {
    memberId,
    type: body.type,
    institution: body.institution.trim(),
    accountName: body.accountName.trim(),
    accountNumber: body.accountNumber.replace(/[\s-]/g, ''),
  });
  if (!row) throw new AppError('CONFLICT', 'This account is already bound');
  return accountView(row);
}

/**
 * A withdrawal request: proved with the payment password, inside the limits, turnover
 * met; the amount moves from the main wallet to the player's HELD account in the same
 * transaction that records the order, so an order exists exactly when money is held.
 */
export async function requestPayout(
  app: FastifyInstance,
  memberId: number,
  body: BodyOf<typeof requestWithdrawal>,
) {
  const db = app.database.db;
  await provePaymentPassword(app, memberId, body.paymentPassword);
  const payoutAccount = await accountById(db, Number(body.accountId));
  if (!payoutAccount || payoutAccount.memberId !== memberId) {
    throw new AppError('NOT_FOUND', 'Bind this payout account first');
  }
  const amount = toMinor(body.amount);
  const hash = requestHash(payoutAccount.id, amount);
  const earlier = await findWithdrawalByRequest(db, memberId, body.requestId);
  if (!earlier) {
    const money = (await app.settings.get()).settings.money;
    checkRange(amount, money.withdrawMin, money.withdrawMax);
    await requireKyc(db, memberId, amount, await withdrawnSoFar(db, memberId), money.kyc);
    // Deposits' turnover, and active bonuses' (which the player may give up instead).
    const { remaining: deposits } = await turnoverOf(db, memberId);
    const bonuses = await bonusTurnoverOwed(app, memberId);
    const remaining = deposits + bonuses;
    if (remaining > 0n) {
      throw new AppError(
        'TURNOVER_NOT_MET',
        `Wager ${fromMinor(remaining).toFixed(2)} more before withdrawing`,
        { details: { remaining: fromMinor(remaining), bonuses: fromMinor(bonuses) } },
      );
    }
  }
  const row = await inTransaction(db, async (tx) => {
    const orderNo = newOrderNo('W');
    const inserted = await insertWithdrawal(tx, {
      orderNo,
      memberId,
      accountId: payoutAccount.id,
      amount,
      requestId: body.requestId,
      requestHash: hash,
    });
    if (!inserted) return findWithdrawalByRequest(tx, memberId, body.requestId);
    const [from, to] = [account.main(memberId), account.held(memberId)];
    await postWithdrawalStep(tx, inserted, 'hold', { from, to, amount });
    return inserted;
  });
  if (!row) throw new Error('withdrawal vanished');
  if (row.requestHash !== hash) {
    throw new AppError(
      'IDEMPOTENCY_CONFLICT',
      'This request id was already used for another withdrawal',
    );
  }
  return withdrawalView(row, payoutAccount);
}

export async function withdrawalsPage(
  app: FastifyInstance,
  memberId: number,
  query: ParsedQueryOf<typeof listWithdrawals>,
) {
  const page = paging(query);
  const filter = { memberId, ...page.range, status: query.status };
  const { rows, total } = await pageOfWithdrawals(app.database.db, filter, page.offset, page.limit);
  return {
    list: rows.map((r) => withdrawalView(r.w, r.a)),
    ...page.info(total),
  };
}
