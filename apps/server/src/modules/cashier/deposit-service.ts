import {
  type BodyOf,
  type createDeposit,
  fromMinor,
  type listDeposits,
  type ParsedQueryOf,
  toMinor,
  type ValueOf,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { paging } from '../../lib/paging.ts';
import { requestHash } from '../../lib/request-hash.ts';
import { account, addTurnover, inTransaction, move, post, turnoverFor } from '../ledger/index.ts';
import { checkDeposit, refuseExcluded } from '../protection/index.ts';
import {
  type DepositRow,
  findDepositByRequest,
  insertDeposit,
  lockDeposit,
  openDeposits,
  pageOfDeposits,
  updateDeposit,
} from './deposit-repo.ts';
import { checkRange } from './limits.ts';
import { newOrderNo } from './order-no.ts';
import { payLinks, SANDBOX } from './sandbox-pay-key.ts';

/** An order as its owner sees it; `payLink` gives the pay page of a pending one. */
export function depositView(
  row: DepositRow,
  payLink: (row: DepositRow) => string | null = () => null,
) {
  return {
    orderNo: row.orderNo,
    channelId: row.channelId,
    amount: fromMinor(row.amount),
    status: row.status as 'PENDING' | 'PAID' | 'FAILED',
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    payUrl: payLink(row),
  };
}

/** The brand's channels; never the sandbox in production, even one added at run time. */
export async function depositChannels(app: FastifyInstance) {
  const channels = (await app.settings.get()).settings.money.depositChannels;
  return app.config.env === 'production'
    ? channels.filter((c) => c.provider !== SANDBOX)
    : channels;
}

/**
 * Opens a deposit order. Nothing moves yet: the money arrives when the provider's signed
 * callback says it was paid. The same requestId returns the same order.
 */
export async function openDeposit(
  app: FastifyInstance,
  memberId: number,
  body: BodyOf<typeof createDeposit>,
) {
  const channel = (await depositChannels(app)).find((c) => c.id === body.channelId);
  if (!channel) throw new AppError('NOT_FOUND', 'This deposit channel is not available');
  const amount = toMinor(body.amount);
  checkRange(amount, channel.min, channel.max);
  const hash = requestHash(channel.id, amount);
  const db = app.database.db;
  const insert = (q: Queryable) =>
    insertDeposit(q, {
      orderNo: newOrderNo('D'),
      memberId,
      channelId: channel.id,
      amount,
      requestId: body.requestId,
      requestHash: hash,
    });
  // A repeat answers its order as it stands; a new order is checked against the player's
  // break and deposit limits (decision 039), with their orders still open counted.
  const row =
    (await findDepositByRequest(db, memberId, body.requestId)) ??
    (await inTransaction(db, async (tx) => {
      await refuseExcluded(tx, memberId);
      const minutes = (await app.settings.get()).settings.money.depositExpiryMinutes;
      await checkDeposit(tx, memberId, amount, openDeposits(memberId, minutes));
      return (await insert(tx)) ?? (await findDepositByRequest(tx, memberId, body.requestId));
    }));
  if (!row) throw new Error('deposit order vanished');
  if (row.requestHash !== hash) {
    throw new AppError(
      'IDEMPOTENCY_CONFLICT',
      'This request id was already used for another deposit',
    );
  }
  return depositView(row, await payLinks(app));
}

export async function depositsPage(
  app: FastifyInstance,
  memberId: number,
  query: ParsedQueryOf<typeof listDeposits>,
): Promise<ValueOf<typeof listDeposits>> {
  const page = paging(query);
  const filter = { memberId, ...page.range, status: query.status };
  const { rows, total } = await pageOfDeposits(app.database.db, filter, page.offset, page.limit);
  const payLink = await payLinks(app);
  return { list: rows.map((row) => depositView(row, payLink)), ...page.info(total) };
}

export interface ProviderResult {
  orderNo: string;
  amount: bigint;
  status: 'PAID' | 'FAILED';
  providerRef: string;
}

/**
 * The provider's verdict on an order, applied exactly once: the order row is locked, a
 * decided order answers as it stands (a replayed callback moves nothing), and the
 * credit's ledger key is the order number, so even a second path could not pay twice.
 */
export async function settleDeposit(app: FastifyInstance, result: ProviderResult) {
  const money = (await app.settings.get()).settings.money;
  return inTransaction(app.database.db, async (tx) => {
    const order = await lockDeposit(tx, result.orderNo);
    if (!order) throw new AppError('NOT_FOUND', 'Unknown order');
    if (order.status !== 'PENDING') return depositView(order);
    if (result.status === 'FAILED') {
      await updateDeposit(tx, order.id, { status: 'FAILED', providerRef: result.providerRef });
      return depositView({ ...order, status: 'FAILED' });
    }
    if (result.amount !== order.amount) {
      throw new AppError('BAD_REQUEST', 'The paid amount differs from the order');
    }
    const posted = await post(tx, {
      key: `deposit:${order.orderNo}`,
      type: 'DEPOSIT',
      memberId: order.memberId,
      reference: order.orderNo,
      entries: move(
        account.paymentClearing(order.memberId),
        account.main(order.memberId),
        order.amount,
      ),
    });
    const required = turnoverFor(order.amount, money.depositTurnoverMultiple);
    await addTurnover(tx, order.memberId, { required });
    const paidAt = new Date();
    await updateDeposit(tx, order.id, {
      status: 'PAID',
      providerRef: result.providerRef,
      ledgerTxId: posted.txId,
      paidAt,
    });
    return depositView({ ...order, status: 'PAID', paidAt });
  });
}
