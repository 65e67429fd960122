import { type BodyOf, type confirmWithdrawal, toMinor } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { account, inTransaction } from '../ledger/index.ts';
import { checkProof } from './proof-image.ts';
import { postWithdrawalStep } from './withdraw-ledger.ts';
import {
  accountById,
  lockWithdrawal,
  updateWithdrawal,
  type WithdrawalRow,
} from './withdraw-repo.ts';
import { withdrawalView } from './withdraw-view.ts';

function wrongState(w: WithdrawalRow): never {
  throw new AppError('ORDER_STATE', `Withdrawal ${w.orderNo} is ${w.status}`, {
    details: { status: w.status },
  });
}

/** Runs one decision on a locked order and answers the order as it now stands. */
async function decide(
  app: FastifyInstance,
  orderNo: string,
  act: (tx: Tx, w: WithdrawalRow) => Promise<WithdrawalRow>,
  memberId?: number,
) {
  return inTransaction(app.database.db, async (tx) => {
    const w = await lockWithdrawal(tx, orderNo);
    if (!w || (memberId !== undefined && w.memberId !== memberId)) {
      throw new AppError('NOT_FOUND', 'No such withdrawal');
    }
    const after = await act(tx, w);
    const payoutAccount = await accountById(tx, after.accountId);
    if (!payoutAccount) throw new Error('payout account vanished');
    return withdrawalView(after, payoutAccount);
  });
}

const overdue = (w: WithdrawalRow, now: Date) =>
  w.status === 'PAID' && w.autoConfirmAt !== null && w.autoConfirmAt <= now;

/** Operator: pay out a pending withdrawal; the player has the set minutes to answer. */
export async function approve(app: FastifyInstance, orderNo: string, remark?: string) {
  // Read before the transaction: a settings reload inside it would wait for the database
  // connection the transaction holds, and on the embedded database (one connection) never
  // get it.
  const minutes = (await app.settings.get()).settings.money.withdrawAutoConfirmMinutes;
  return decide(app, orderNo, async (tx, w) => {
    if (w.status !== 'PENDING') wrongState(w);
    const [from, to] = [account.held(w.memberId), account.payoutClearing(w.memberId)];
    await postWithdrawalStep(tx, w, 'payout', { from, to, amount: w.amount }, remark);
    const now = new Date();
    return updateWithdrawal(tx, w.id, {
      status: 'PAID',
      decidedAt: now,
      paidAt: now,
      autoConfirmAt: new Date(now.getTime() + minutes * 60_000),
      remark: remark ?? w.remark,
    });
  });
}

/** Operator: refuse a pending withdrawal; the held money returns to the main wallet. */
export function reject(app: FastifyInstance, orderNo: string, remark?: string) {
  return decide(app, orderNo, async (tx, w) => {
    if (w.status !== 'PENDING') wrongState(w);
    const [from, to] = [account.held(w.memberId), account.main(w.memberId)];
    await postWithdrawalStep(tx, w, 'return', { from, to, amount: w.amount }, remark ?? 'rejected');
    return updateWithdrawal(tx, w.id, {
      status: 'REJECTED',
      decidedAt: new Date(),
      remark: remark ?? w.remark,
    });
  });
}

/**
 * Operator, after a NOT_RECEIVED or PARTIAL answer: REFUND returns what did not arrive
 * (the whole amount, or the remaining part); FORCE holds to the payout (product §4 "forced
 * receipt means the deposit is not refunded").
 */
export function resolve(
  app: FastifyInstance,
  orderNo: string,
  action: 'REFUND' | 'FORCE',
  remark?: string,
) {
  return decide(app, orderNo, async (tx, w) => {
    if (w.status !== 'NOT_RECEIVED' && w.status !== 'PARTIAL') wrongState(w);
    if (action === 'FORCE') {
      return updateWithdrawal(tx, w.id, { status: 'FORCED', remark: remark ?? w.remark });
    }
    const missing = w.status === 'PARTIAL' ? (w.remainingAmount ?? 0n) : w.amount;
    const [from, to] = [account.payoutClearing(w.memberId), account.main(w.memberId)];
    await postWithdrawalStep(
      tx,
      w,
      'refund',
      { from, to, amount: missing },
      remark ?? 'payout not received',
    );
    return updateWithdrawal(tx, w.id, { status: 'REFUNDED', remark: remark ?? w.remark });
  });
}

/**
 * The player's answer to a payout. Answering again with the same answer is a no-op that
 * returns the order (a retried click); another answer after one was given is refused.
 */
export function confirm(
  app: FastifyInstance,
  memberId: number,
  body: BodyOf<typeof confirmWithdrawal>,
) {
  return decide(
    app,
    body.orderNo,
    async (tx, w) => {
      if (w.status === body.result) return w;
      const now = new Date();
      // An overdue payout already counts as received, whether or not the job has run.
      const status = overdue(w, now) ? 'RECEIVED' : w.status;
      if (status !== 'PAID') wrongState({ ...w, status });
      if (body.result === 'RECEIVED') {
        return updateWithdrawal(tx, w.id, { status: 'RECEIVED', answeredAt: now });
      }
      const proof = body.proof ? checkProof(body.proof) : null;
      if (body.result === 'NOT_RECEIVED') {
        if (!proof || !body.proof) {
          throw new AppError('VALIDATION_FAILED', 'Upload a proof image', {
            details: { proof: { kind: 'required' } },
          });
        }
        return updateWithdrawal(tx, w.id, {
          status: 'NOT_RECEIVED',
          answeredAt: now,
          proofMime: body.proof.type,
          proofData: body.proof.data,
        });
      }
      const received = toMinor(body.receivedAmount ?? 0);
      const remaining = toMinor(body.remainingAmount ?? 0);
      if (received <= 0n || remaining <= 0n || received + remaining !== w.amount) {
        throw new AppError(
          'VALIDATION_FAILED',
          'The received and remaining amounts must both be above zero and add up to the withdrawal',
          { details: { receivedAmount: { kind: 'mismatch' } } },
        );
      }
      return updateWithdrawal(tx, w.id, {
        status: 'PARTIAL',
        answeredAt: now,
        receivedAmount: received,
        remainingAmount: remaining,
        ...(body.proof ? { proofMime: body.proof.type, proofData: body.proof.data } : {}),
      });
    },
    memberId,
  );
}
