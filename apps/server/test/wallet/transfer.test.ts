import {
  getAccountRecords,
  getBalance,
  getMerchantWallet,
  getWallets,
  opsCheckLedger,
  transferToDownline,
  transferToUpline,
  walletTransfer,
} from '@gamehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { fund, moneyPlayer, ops, PAY_PASSWORD, type Player, requestId } from '../helpers/money.ts';
import { expectError } from '../system/calls.ts';

describe('wallet transfers', () => {
  let t: TestApp;
  let agent: Player;
  let p: Player;
  beforeAll(async () => {
    t = await buildTestApp();
    agent = await moneyPlayer(t, { type: 1, affiliateCode: 'AGENTX1' });
    p = await moneyPlayer(t, { uplineId: agent.id });
    await fund(t, p.id, 50_000n);
    await fund(t, agent.id, 100_000n);
  });
  afterAll(() => t?.close());

  const transfer = (from: string, to: string, amount: number, id = requestId()) =>
    call(t.app, walletTransfer, { from, to, amount, requestId: id }, p.as());

  it('the demo brand runs vendor sub-wallets: main to a vendor and back, the sum unchanged', async () => {
    expect(
      okValue(getMerchantWallet, await call(t.app, getMerchantWallet, undefined, p.as())),
    ).toEqual({
      isSingle: false,
    });
    const out = okValue(walletTransfer, await transfer('MAIN', 'AURL', 125.75));
    expect(out.main).toBe(374.25);
    expect(out.vendors.find((v) => v.vassalage === 'AURL')).toMatchObject({
      name: 'Aurora Live',
      balance: 125.75,
    });
    expect(out.sumBalance).toBe(500);
    const back = okValue(walletTransfer, await transfer('AURL', 'MAIN', 25.75));
    expect(back).toMatchObject({ main: 400, sumBalance: 500 });
    expect(okValue(getBalance, await call(t.app, getBalance, undefined, p.as())).sumBalance).toBe(
      500,
    );
  });

  it('a replayed transfer moves once; the same id with another amount is 409', async () => {
    const id = requestId();
    await transfer('MAIN', 'KCKF', 10, id);
    await transfer('MAIN', 'KCKF', 10, id);
    await expectError(await transfer('MAIN', 'KCKF', 11, id), 409, 'IDEMPOTENCY_CONFLICT');
    const w = okValue(getWallets, await call(t.app, getWallets, undefined, p.as()));
    expect(w.vendors.find((v) => v.vassalage === 'KCKF')?.balance).toBe(10);
  });

  it('refuses unknown wallets, the same wallet twice, overdrafts and bad amounts', async () => {
    await expectError(await transfer('MAIN', 'NOPE', 1), 400, 'WALLET_UNKNOWN');
    await expectError(await transfer('MAIN', 'MAIN', 1), 400, 'BAD_REQUEST');
    const res = await transfer('AURL', 'MAIN', 100.01);
    await expectError(res, 409, 'WALLET_INSUFFICIENT_FUNDS');
    expect(res.json()).toMatchObject({ details: { balance: 100 } });
    for (const amount of [0, -5, 1.234, '5', 1e12]) {
      expect((await transfer('MAIN', 'AURL', amount as number)).statusCode, String(amount)).toBe(
        400,
      );
    }
    const w = okValue(getWallets, await call(t.app, getWallets, undefined, p.as()));
    expect(w.sumBalance).toBe(500);
  });

  it('transfers to the upline agent with the payment password', async () => {
    const send = (amount: number, paymentPassword = PAY_PASSWORD) =>
      call(t.app, transferToUpline, { amount, paymentPassword, requestId: requestId() }, p.as());
    await expectError(await send(10, 'nope'), 400, 'PASSWORD_INCORRECT');
    const moved = okValue(transferToUpline, await send(30));
    expect(moved.balance).toBe(360);
    const orphan = await moneyPlayer(t);
    await fund(t, orphan.id, 1000n);
    await expectError(
      await call(
        t.app,
        transferToUpline,
        { amount: 1, paymentPassword: PAY_PASSWORD, requestId: requestId() },
        orphan.as(),
      ),
      400,
      'NO_UPLINE',
    );
  });

  it('an agent pays its own downline only; a player cannot', async () => {
    const pay = (who: Player, account: string, amount: number) =>
      call(
        t.app,
        transferToDownline,
        { account, amount, paymentPassword: PAY_PASSWORD, requestId: requestId() },
        who.as(),
      );
    expect(okValue(transferToDownline, await pay(agent, p.account, 200)).balance).toBe(830);
    const stranger = await moneyPlayer(t);
    await expectError(await pay(agent, stranger.account, 1), 404, 'NOT_FOUND');
    await expectError(await pay(p, stranger.account, 1), 403, 'NOT_AGENT');
  });

  it('every movement shows in the account record, newest first, with the balance after it', async () => {
    const page = okValue(
      getAccountRecords,
      await call(t.app, getAccountRecords, undefined, { ...p.as(), query: { pageSize: '50' } }),
    );
    const main = page.list.filter((r) => r.wallet === 'MAIN');
    expect(main[0]).toMatchObject({ type: 'DOWNLINE_TRANSFER', amount: 200, balanceAfter: 560 });
    expect(main.find((r) => r.type === 'UPLINE_TRANSFER')).toMatchObject({
      amount: -30,
      balanceAfter: 360,
    });
    expect(page.list.some((r) => r.wallet === 'AURL' && r.amount === 125.75)).toBe(true);
    const onlyTransfers = okValue(
      getAccountRecords,
      await call(t.app, getAccountRecords, undefined, {
        ...p.as(),
        query: { type: 'TRANSFER', pageSize: '2' },
      }),
    );
    expect(onlyTransfers.list.every((r) => r.type === 'TRANSFER')).toBe(true);
    expect(onlyTransfers).toMatchObject({
      pageNo: 1,
      totalPages: Math.ceil(onlyTransfers.total / 2),
    });
    expect(okValue(opsCheckLedger, await ops(t, opsCheckLedger)).ok).toBe(true);
  });
});
