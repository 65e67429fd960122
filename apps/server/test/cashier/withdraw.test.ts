import {
  bindWithdrawAccount,
  confirmWithdrawal,
  getAccountRecords,
  getWallets,
  getWithdrawInfo,
  listWithdrawals,
  opsApproveWithdrawal,
  opsCheckLedger,
  opsListWithdrawals,
  opsRejectWithdrawal,
  opsResolveWithdrawal,
  opsWithdrawalProof,
  requestWithdrawal,
} from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoConfirmDue } from '../../src/modules/cashier/withdraw-repo.ts';
import { addTurnover } from '../../src/modules/ledger/index.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import {
  fund,
  mainMinor,
  moneyPlayer,
  ops,
  PAY_PASSWORD,
  type Player,
  requestId,
  sandboxDeposit,
} from '../helpers/money.ts';
import { expectError } from '../system/calls.ts';

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('withdrawals', () => {
  let t: TestApp;
  let p: Player;
  let accountId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    p = await moneyPlayer(t);
    await fund(t, p.id, 100_000n);
  });
  afterAll(() => t?.close());

  const withdraw = (amount: number, id = requestId(), password = PAY_PASSWORD, ip = p.ip) =>
    call(
      t.app,
      requestWithdrawal,
      { accountId, amount, paymentPassword: password, requestId: id },
      { ...p.as(), ip },
    );
  const wallets = async () => okValue(getWallets, await call(t.app, getWallets, undefined, p.as()));
  const ledgerOk = async () => okValue(opsCheckLedger, await ops(t, opsCheckLedger));

  it('binds a payout account with the payment password and shows only its last digits', async () => {
    const body = {
      type: 'BANK',
      institution: 'Banco Demo',
      accountName: 'Ana Player',
      accountNumber: '0123 4567 8901',
    };
    await expectError(
      await call(t.app, bindWithdrawAccount, { ...body, paymentPassword: 'wrong' }, p.as()),
      400,
      'PASSWORD_INCORRECT',
    );
    const bound = okValue(
      bindWithdrawAccount,
      await call(t.app, bindWithdrawAccount, { ...body, paymentPassword: PAY_PASSWORD }, p.as()),
    );
    expect(bound).toMatchObject({ type: 'BANK', accountNumber: '********8901' });
    accountId = bound.id;
    await expectError(
      await call(t.app, bindWithdrawAccount, { ...body, paymentPassword: PAY_PASSWORD }, p.as()),
      409,
      'CONFLICT',
    );
    const none = await moneyPlayer(t, { noPaymentPassword: true });
    await expectError(
      await call(t.app, bindWithdrawAccount, { ...body, paymentPassword: 'x' }, none.as()),
      400,
      'PAYMENT_PASSWORD_REQUIRED',
    );
  });

  it('holds the amount at request and answers a replay with the same order', async () => {
    const id = requestId();
    const w = okValue(requestWithdrawal, await withdraw(120.5, id));
    expect(w).toMatchObject({ status: 'PENDING', amount: 120.5, account: { id: accountId } });
    expect(await wallets()).toMatchObject({ main: 879.5, held: 120.5 });
    const again = okValue(requestWithdrawal, await withdraw(120.5, id));
    expect(again.orderNo).toBe(w.orderNo);
    await expectError(await withdraw(121, id), 409, 'IDEMPOTENCY_CONFLICT');
    expect(await wallets()).toMatchObject({ main: 879.5, held: 120.5 });
    expect(await ledgerOk()).toMatchObject({ ok: true });
  });

  it('the operator rejects: the held money comes back', async () => {
    const w = okValue(requestWithdrawal, await withdraw(50));
    const rejected = okValue(
      opsRejectWithdrawal,
      await ops(t, opsRejectWithdrawal, { orderNo: w.orderNo, remark: 'name mismatch' }),
    );
    expect(rejected).toMatchObject({ status: 'REJECTED', remark: 'name mismatch' });
    await expectError(
      await ops(t, opsRejectWithdrawal, { orderNo: w.orderNo }),
      409,
      'ORDER_STATE',
    );
    expect(await wallets()).toMatchObject({ main: 879.5, held: 120.5 });
  });

  it('the operator approves, the player confirms receipt', async () => {
    const pending = okValue(
      opsListWithdrawals,
      await ops(t, opsListWithdrawals, undefined, { status: 'PENDING' }),
    );
    const w = pending.list.find((x) => x.memberId === p.id);
    if (!w) throw new Error('no pending withdrawal');
    // Settings due for a reload: approving must not wait on them inside its transaction
    // (on the embedded database that wait never ends: it has one connection).
    t.app.settings.invalidate();
    const paid = okValue(
      opsApproveWithdrawal,
      await ops(t, opsApproveWithdrawal, { orderNo: w.orderNo }),
    );
    expect(paid.status).toBe('PAID');
    expect(w.hasProof).toBe(false);
    await expectError(
      await ops(t, opsWithdrawalProof, undefined, { orderNo: w.orderNo }),
      404,
      'NOT_FOUND',
    );
    expect(Date.parse(paid.autoConfirmAt ?? '') - Date.now()).toBeGreaterThan(59 * 60_000);
    await expectError(
      await ops(t, opsApproveWithdrawal, { orderNo: w.orderNo }),
      409,
      'ORDER_STATE',
    );
    expect(await wallets()).toMatchObject({ main: 879.5, held: 0 });
    const done = okValue(
      confirmWithdrawal,
      await call(t.app, confirmWithdrawal, { orderNo: w.orderNo, result: 'RECEIVED' }, p.as()),
    );
    expect(done.status).toBe('RECEIVED');
    await expectError(
      await call(t.app, confirmWithdrawal, { orderNo: w.orderNo, result: 'NOT_RECEIVED' }, p.as()),
      409,
      'ORDER_STATE',
    );
  });

  it('the account record shows each withdrawal as one row: its amount once, where it stands', async () => {
    const page = okValue(
      getAccountRecords,
      await call(t.app, getAccountRecords, undefined, { ...p.as(), query: { pageSize: '50' } }),
    );
    // No hold, release or payout rows of the HELD pot: nothing reads as a double charge.
    expect(page.list.filter((r) => r.wallet === 'HELD')).toEqual([]);
    const rows = page.list
      .filter((r) => r.type === 'WITHDRAW' || r.type === 'WITHDRAW_REFUND')
      .map((r) => [r.type, r.wallet, r.amount, r.withdrawalStatus]);
    // Newest first: the rejected 50 came back; the 120.50 was paid and confirmed.
    expect(rows).toEqual([
      ['WITHDRAW_REFUND', 'MAIN', 50, null],
      ['WITHDRAW', 'MAIN', -50, 'REJECTED'],
      ['WITHDRAW', 'MAIN', -120.5, 'RECEIVED'],
    ]);
    expect(page.list.find((r) => r.type === 'DEPOSIT')?.withdrawalStatus).toBeNull();
  });

  async function paidOut(amount: number) {
    const w = okValue(requestWithdrawal, await withdraw(amount));
    return okValue(
      opsApproveWithdrawal,
      await ops(t, opsApproveWithdrawal, { orderNo: w.orderNo }),
    );
  }

  it('not received needs a real png or jpg proof; the operator then refunds the whole amount', async () => {
    const w = await paidOut(100);
    const confirm = (proof?: { type: string; data: string }) =>
      call(
        t.app,
        confirmWithdrawal,
        { orderNo: w.orderNo, result: 'NOT_RECEIVED', ...(proof ? { proof } : {}) },
        p.as(),
      );
    await expectError(await confirm(), 400, 'VALIDATION_FAILED');
    await expectError(
      await confirm({ type: 'image/png', data: Buffer.from('GIF89a').toString('base64') }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    await expectError(await confirm({ type: 'image/gif', data: PNG }), 400, 'VALIDATION_FAILED');
    const big = Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(5 * 1024 * 1024)]).toString(
      'base64',
    );
    expect((await confirm({ type: 'image/png', data: big })).statusCode).toBeGreaterThanOrEqual(
      400,
    );
    expect(okValue(confirmWithdrawal, await confirm({ type: 'image/png', data: PNG })).status).toBe(
      'NOT_RECEIVED',
    );
    // The dispute's queue says a proof came; the image itself is its own call.
    const queue = okValue(
      opsListWithdrawals,
      await ops(t, opsListWithdrawals, undefined, { status: 'NOT_RECEIVED' }),
    );
    const listed = queue.list.find((x) => x.orderNo === w.orderNo);
    expect(listed?.hasProof).toBe(true);
    expect(JSON.stringify(listed)).not.toContain(PNG.slice(0, 20));
    expect(
      okValue(
        opsWithdrawalProof,
        await ops(t, opsWithdrawalProof, undefined, { orderNo: w.orderNo }),
      ),
    ).toEqual({ type: 'image/png', data: PNG });
    await expectError(
      await ops(t, opsWithdrawalProof, undefined, { orderNo: 'W-none' }),
      404,
      'NOT_FOUND',
    );
    const before = await mainMinor(t, p.id);
    const refunded = okValue(
      opsResolveWithdrawal,
      await ops(t, opsResolveWithdrawal, { orderNo: w.orderNo, action: 'REFUND' }),
    );
    expect(refunded.status).toBe('REFUNDED');
    expect(await mainMinor(t, p.id)).toBe(before + 10_000n);
    await expectError(
      await ops(t, opsResolveWithdrawal, { orderNo: w.orderNo, action: 'REFUND' }),
      409,
      'ORDER_STATE',
    );
  });

  it('partly received: the amounts must add up; a refund returns only the remaining part', async () => {
    const w = await paidOut(80);
    const partly = (receivedAmount: number, remainingAmount: number) =>
      call(
        t.app,
        confirmWithdrawal,
        { orderNo: w.orderNo, result: 'PARTIAL', receivedAmount, remainingAmount },
        p.as(),
      );
    await expectError(await partly(50, 20), 400, 'VALIDATION_FAILED');
    await expectError(await partly(80, 0), 400, 'VALIDATION_FAILED');
    expect(okValue(confirmWithdrawal, await partly(50, 30))).toMatchObject({
      status: 'PARTIAL',
      receivedAmount: 50,
      remainingAmount: 30,
    });
    const before = await mainMinor(t, p.id);
    await ops(t, opsResolveWithdrawal, { orderNo: w.orderNo, action: 'REFUND' });
    expect(await mainMinor(t, p.id)).toBe(before + 3_000n);
  });

  it('a payout nobody answers counts as received after the set minutes', async () => {
    const w = await paidOut(10);
    await t.database.db.execute(
      sql`UPDATE withdrawals SET auto_confirm_at = now() - interval '1 second' WHERE order_no = ${w.orderNo}`,
    );
    // Answering after the deadline: already received, whatever the timer did.
    await expectError(
      await call(t.app, confirmWithdrawal, { orderNo: w.orderNo, result: 'NOT_RECEIVED' }, p.as()),
      409,
      'ORDER_STATE',
    );
    expect(await autoConfirmDue(t.database.db)).toBeGreaterThanOrEqual(1);
    const list = okValue(listWithdrawals, await call(t.app, listWithdrawals, undefined, p.as()));
    expect(list.list.find((x) => x.orderNo === w.orderNo)?.status).toBe('RECEIVED');
  });

  it('limits and the wagering requirement are checked before anything is held', async () => {
    const info = okValue(getWithdrawInfo, await call(t.app, getWithdrawInfo, undefined, p.as()));
    expect(info).toMatchObject({
      min: 10,
      max: 50_000,
      turnoverRemaining: 0,
      hasPaymentPassword: true,
      autoConfirmMinutes: 60,
    });
    await expectError(await withdraw(9.99), 400, 'AMOUNT_OUT_OF_RANGE');
    await expectError(await withdraw(20, requestId(), 'wrong'), 400, 'PASSWORD_INCORRECT');
    await sandboxDeposit(t, p, 100);
    const res = await withdraw(20);
    await expectError(res, 400, 'TURNOVER_NOT_MET');
    expect(res.json()).toMatchObject({ details: { remaining: 100 } });
    await addTurnover(t.database.db, p.id, { done: 10_000n });
    expect(okValue(requestWithdrawal, await withdraw(20)).status).toBe('PENDING');
  });

  it('50 withdrawals of the whole balance at once: exactly one is held', async () => {
    const balance = Number(await mainMinor(t, p.id)) / 100;
    // From 50 addresses, so the per-IP limit on encrypted calls does not hide the race.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        withdraw(balance, requestId(), PAY_PASSWORD, `10.9.${i}.1`),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    // The rest either lost the race for the money (409), met the payment password's attempt
    // limit (429), or found the password queue full (503 SERVER_BUSY, decision 014) — none
    // of which moves anything.
    const lost = answers.filter((x) => x.statusCode === 409);
    expect(lost.length).toBeGreaterThanOrEqual(1);
    for (const r of lost) await expectError(r, 409, 'WALLET_INSUFFICIENT_FUNDS');
    for (const r of answers.filter((x) => x.statusCode !== 200 && x.statusCode !== 409)) {
      expect([429, 503], r.body).toContain(r.statusCode);
      if (r.statusCode === 503) expect(r.json()).toMatchObject({ code: 'SERVER_BUSY' });
    }
    expect(await mainMinor(t, p.id)).toBe(0n);
    expect(await ledgerOk()).toMatchObject({ ok: true, problems: [] });
  });
});
