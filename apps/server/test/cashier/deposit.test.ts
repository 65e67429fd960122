import {
  createDeposit,
  getBalance,
  getDepositChannels,
  listDeposits,
  sandboxDepositCallback,
} from '@gamehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBooks } from '../../src/modules/cashier/index.ts';
import { providerSecret, sign } from '../../src/modules/cashier/signing.ts';
import { turnoverOf } from '../../src/modules/ledger/index.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import {
  mainMinor,
  moneyPlayer,
  type Player,
  payOnSandboxPage,
  requestId,
  sandboxDeposit,
} from '../helpers/money.ts';
import { expectError } from '../system/calls.ts';

describe('deposits through the sandbox provider', () => {
  let t: TestApp;
  let p: Player;
  beforeAll(async () => {
    t = await buildTestApp();
    p = await moneyPlayer(t);
  });
  afterAll(() => t?.close());

  const callback = async (fields: Record<string, string | number>, signature?: string) => {
    const secret = await providerSecret(t.database.db, 'SANDBOX');
    return t.app.inject({
      method: 'POST',
      url: sandboxDepositCallback.path,
      headers: { 'x-signature': signature ?? sign(secret, fields) },
      payload: fields,
    });
  };

  /** An order the player has opened and not yet paid. */
  const pendingOrder = async (amount: number, channelId = 'sandbox-bank') =>
    okValue(
      createDeposit,
      await call(t.app, createDeposit, { channelId, amount, requestId: requestId() }, p.as()),
    );

  it('lists the brand channels with their limits', async () => {
    const { channels } = okValue(
      getDepositChannels,
      await call(t.app, getDepositChannels, undefined, p.as()),
    );
    expect(channels.map((c) => [c.id, c.min, c.max])).toEqual([
      ['sandbox-bank', 10, 50_000],
      ['sandbox-ewallet', 1, 5_000],
    ]);
  });

  it('an order is pending and moves nothing until the provider says it was paid', async () => {
    const order = await pendingOrder(150.25);
    expect(order).toMatchObject({
      status: 'PENDING',
      amount: 150.25,
      payUrl: expect.stringMatching(
        new RegExp(`^/sandbox-pay/${order.orderNo}\\?key=[0-9a-f]{64}$`),
      ),
    });
    expect(await mainMinor(t, p.id)).toBe(0n);
    const page = await t.app.inject({ method: 'GET', url: order.payUrl ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('150.25');
    const list = okValue(listDeposits, await call(t.app, listDeposits, undefined, p.as()));
    expect(list.list[0]).toMatchObject({ orderNo: order.orderNo, status: 'PENDING' });
  });

  it('paying on the pay page credits the deposit once and adds its turnover', async () => {
    const order = await sandboxDeposit(t, p, 200);
    expect(await mainMinor(t, p.id)).toBe(20_000n);
    const balance = okValue(getBalance, await call(t.app, getBalance, undefined, p.as()));
    expect(balance.sumBalance).toBe(200);
    expect((await turnoverOf(t.database.db, p.id)).required).toBe(20_000n);
    // Pressing "Pay" again on the same page: the order is decided, nothing moves.
    await payOnSandboxPage(t, String(order.payUrl), 'pay');
    expect(await mainMinor(t, p.id)).toBe(20_000n);
    const list = okValue(
      listDeposits,
      await call(t.app, listDeposits, undefined, { ...p.as(), query: { status: 'PAID' } }),
    );
    expect(list.list.map((d) => d.orderNo)).toEqual([order.orderNo]);
  });

  it('only the pay link the owner received pays or declines: without its key the order is unknown', async () => {
    const order = await pendingOrder(75);
    const before = await mainMinor(t, p.id);
    const bare = `/sandbox-pay/${order.orderNo}`;
    const forged = `${bare}?key=${'0'.repeat(64)}`;
    expect((await t.app.inject({ url: bare })).statusCode).toBe(404);
    expect((await t.app.inject({ url: forged })).statusCode).toBe(404);
    for (const url of [bare, forged]) {
      for (const action of ['pay', 'fail'] as const) {
        expect((await payOnSandboxPage(t, url, action)).statusCode).toBe(404);
      }
    }
    const list = okValue(listDeposits, await call(t.app, listDeposits, undefined, p.as()));
    expect(list.list.find((d) => d.orderNo === order.orderNo)?.status).toBe('PENDING');
    expect(await mainMinor(t, p.id)).toBe(before);
    expect((await payOnSandboxPage(t, String(order.payUrl), 'pay')).statusCode).toBe(200);
    expect(await mainMinor(t, p.id)).toBe(before + 7_500n);
  });

  it('bad paths and bodies on the pay page answer 4xx', async () => {
    const order = await pendingOrder(12);
    const before = await mainMinor(t, p.id);
    const path = new URL(String(order.payUrl), 'http://site').pathname;
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const tries = [
      t.app.inject({ url: '/sandbox-pay/%00' }),
      t.app.inject({ url: `/sandbox-pay/${'A'.repeat(5000)}` }),
      t.app.inject({ url: `${order.payUrl}&key=x` }),
      t.app.inject({
        method: 'POST',
        url: '/sandbox-pay/lower-case',
        payload: 'action=pay',
        headers: form,
      }),
      t.app.inject({ method: 'POST', url: path, payload: 'action=steal', headers: form }),
      t.app.inject({ method: 'POST', url: path, payload: 'action=pay&key=%00', headers: form }),
      t.app.inject({ method: 'POST', url: path, payload: { action: ['pay'] } }),
      t.app.inject({ method: 'POST', url: path }),
    ];
    for (const res of await Promise.all(tries)) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    expect(await mainMinor(t, p.id)).toBe(before);
    const list = okValue(listDeposits, await call(t.app, listDeposits, undefined, p.as()));
    expect(list.list.find((d) => d.orderNo === order.orderNo)?.status).toBe('PENDING');
  });

  it('a replayed signed callback moves nothing; a forged or altered one is refused', async () => {
    const order = await pendingOrder(50);
    const before = await mainMinor(t, p.id);
    const fields = { orderNo: order.orderNo, amount: 50, status: 'PAID', providerRef: 'REF1' };
    await expectError(await callback(fields, 'ab'.repeat(32)), 401, 'SIGNATURE_INVALID');
    await expectError(await callback(fields, 'not-hex'), 401, 'SIGNATURE_INVALID');
    await expectError(await callback({ ...fields, amount: 5000 }), 400, 'BAD_REQUEST');
    expect(await mainMinor(t, p.id)).toBe(before);
    const replies = await Promise.all([callback(fields), callback(fields), callback(fields)]);
    for (const r of replies) expect(r.statusCode, r.body).toBe(200);
    expect(await mainMinor(t, p.id)).toBe(before + 5_000n);
  });

  it('the same request id gives the same order; with another amount it is 409', async () => {
    const id = requestId();
    const body = { channelId: 'sandbox-ewallet', amount: 20, requestId: id };
    const a = okValue(createDeposit, await call(t.app, createDeposit, body, p.as()));
    const b = okValue(createDeposit, await call(t.app, createDeposit, body, p.as()));
    expect(b.orderNo).toBe(a.orderNo);
    await expectError(
      await call(t.app, createDeposit, { ...body, amount: 21 }, p.as()),
      409,
      'IDEMPOTENCY_CONFLICT',
    );
  });

  it('refuses amounts outside the channel and malformed amounts, storing no order', async () => {
    const count = async () =>
      okValue(listDeposits, await call(t.app, listDeposits, undefined, p.as())).total;
    const before = await count();
    const res = await call(
      t.app,
      createDeposit,
      { channelId: 'sandbox-bank', amount: 9.99, requestId: requestId() },
      p.as(),
    );
    await expectError(res, 400, 'AMOUNT_OUT_OF_RANGE');
    expect(res.json()).toMatchObject({ details: { min: 10, max: 50_000 } });
    for (const amount of [-10, 0, 10.001, '100', null, 1e300, 'NaN']) {
      const r = await call(
        t.app,
        createDeposit,
        { channelId: 'sandbox-bank', amount, requestId: requestId() },
        p.as(),
      );
      expect(r.statusCode, String(amount)).toBe(400);
    }
    await expectError(
      await call(
        t.app,
        createDeposit,
        { channelId: 'nope', amount: 50, requestId: requestId() },
        p.as(),
      ),
      404,
      'NOT_FOUND',
    );
    expect(await count()).toBe(before);
    expect((await checkBooks(t.database.db)).ok).toBe(true);
  });

  it('a trial account cannot deposit', async () => {
    const trial = await moneyPlayer(t, { type: 4 });
    await expectError(
      await call(
        t.app,
        createDeposit,
        { channelId: 'sandbox-bank', amount: 50, requestId: requestId() },
        trial.as(),
      ),
      403,
      'TRIAL_ACCOUNT',
    );
  });
});
