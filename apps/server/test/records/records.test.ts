import {
  getBetRecords,
  getProfitAndLoss,
  opsAdjustBalance,
  providerBet,
  providerRollback,
  providerWin,
} from '@gamehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { moneyPlayer, ops, type Player, requestId, sandboxDeposit } from '../helpers/money.ts';
import {
  clientOf,
  connectTestVendors,
  SLOTS,
  SLOTS_NAME,
  sessionFor,
  type VendorClient,
} from '../provider/vendor.ts';

describe('betting record, profit and loss, bonus details', () => {
  let t: TestApp;
  let p: Player;
  let slots: VendorClient;
  beforeAll(async () => {
    t = await buildTestApp();
    await connectTestVendors(t);
    p = await moneyPlayer(t);
    slots = await clientOf(t, SLOTS);
    const sessionId = await sessionFor(t.database, p.id, SLOTS);
    await sandboxDeposit(t, p, 500);
    const round = (id: string, bet: number, win: number | null) => async () => {
      await slots.ok(providerBet, {
        account: p.account,
        sessionId,
        amount: bet,
        transactionId: `${id}-b`,
        roundId: id,
        gameCode: 'g1',
      });
      if (win !== null) {
        await slots.ok(providerWin, {
          account: p.account,
          amount: win,
          transactionId: `${id}-w`,
          roundId: id,
          gameCode: 'g1',
        });
      }
    };
    await round('r1', 100, 250)();
    await round('r2', 40, 0)();
    await round('r3', 10, null)();
    await round('r4', 20, null)();
    await slots.ok(providerRollback, {
      account: p.account,
      transactionId: 'r4-rb',
      betTransactionId: 'r4-b',
      roundId: 'r4',
    });
    await ops(t, opsAdjustBalance, {
      account: p.account,
      wallet: 'BONUS',
      amount: 30,
      remark: 'welcome',
      requestId: requestId(),
    });
  });
  afterAll(() => t?.close());

  const as = (query: Record<string, string> = {}) => ({ ...p.as(), query });

  it('lists each round with its bets and win, newest first, with totals', async () => {
    const page = okValue(getBetRecords, await call(t.app, getBetRecords, undefined, as()));
    expect(page.list.map((b) => [b.roundId, b.betAmount, b.winAmount, b.profit, b.status])).toEqual(
      [
        ['r4', 0, 0, 0, 'REFUNDED'],
        ['r3', 10, 0, -10, 'OPEN'],
        ['r2', 40, 0, -40, 'SETTLED'],
        ['r1', 100, 250, 150, 'SETTLED'],
      ],
    );
    expect(page.list[0]).toMatchObject({ vassalage: SLOTS, vendorName: SLOTS_NAME });
    expect(page.totals).toEqual({ betAmount: 150, winAmount: 250, profit: 100 });
    const settled = okValue(
      getBetRecords,
      await call(t.app, getBetRecords, undefined, as({ status: 'SETTLED', pageSize: '1' })),
    );
    expect(settled).toMatchObject({ total: 2, totalPages: 2, pageNo: 1 });
    const future = okValue(
      getBetRecords,
      await call(
        t.app,
        getBetRecords,
        undefined,
        as({ from: new Date(Date.now() + 86_400_000).toISOString() }),
      ),
    );
    expect(future.list).toEqual([]);
  });

  it('adds up profit and loss per vendor with deposits and bonuses', async () => {
    const pl = okValue(getProfitAndLoss, await call(t.app, getProfitAndLoss, undefined, as()));
    expect(pl).toEqual({
      deposits: 500,
      withdrawals: 0,
      bets: 150,
      wins: 250,
      bonuses: 30,
      profit: 130,
      vendors: [{ vassalage: SLOTS, vendorName: SLOTS_NAME, bets: 150, wins: 250, profit: 100 }],
    });
  });

  it('refuses bad paging and dates with 400', async () => {
    const bad: Record<string, string>[] = [
      { pageNo: '0' },
      { pageSize: '1000' },
      { from: 'yesterday' },
    ];
    for (const query of bad) {
      expect(
        (await call(t.app, getBetRecords, undefined, as(query))).statusCode,
        JSON.stringify(query),
      ).toBe(400);
    }
  });
});
