import { providerBalance, providerBet, providerRollback, providerWin } from '@gamehall/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providerTransactions } from '../../src/db/schema/index.ts';
import { account, checkLedger } from '../../src/modules/ledger/index.ts';
import { writeSetting } from '../../src/settings/repo.ts';
import {
  balanceIn,
  betFor,
  clientOf,
  credit,
  freshId,
  fundedPlayer,
  LIVE,
  mainOf,
  providerAppForThisFile,
  rollbackFor,
  SLOTS,
  whoIs,
} from './vendor.ts';

/** Transfer-wallet mode: which wallet a vendor's calls move, and what a rollback refunds. */
const env = providerAppForThisFile();

/** The wallet a provider call's row says it used. */
async function walletOfCall(vendor: string, vendorTxId: string) {
  const [row] = await env.t.database.db
    .select({ wallet: providerTransactions.wallet })
    .from(providerTransactions)
    .where(
      and(eq(providerTransactions.vendor, vendor), eq(providerTransactions.vendorTxId, vendorTxId)),
    );
  return row?.wallet;
}

describe('transfer-wallet mode', () => {
  async function writeMoney(money: unknown) {
    await writeSetting(env.t.database.db, 'money', money);
    env.t.app.settings.invalidate();
  }

  it('a transfer vendor plays from its sub-wallet; the others keep the main wallet', async () => {
    const { settings } = await env.t.app.settings.get();
    await writeMoney({ ...settings.money, singleWallet: false, transferVendors: [LIVE] });
    try {
      const p = await fundedPlayer(env.t.database, 100);
      await credit(env.t.database, p.memberId, account.vendor(p.memberId, LIVE), 40);
      const live = await clientOf(env.t, LIVE);
      expect(await live.ok(providerBalance, whoIs(p, LIVE))).toEqual({ balance: 40 });
      const bet = betFor(p, 15, { gameCode: 'xliv-0001' }, LIVE);
      expect((await live.ok(providerBet, bet)).balance).toBe(25);
      const win = { ...bet, transactionId: freshId('win'), amount: 30 };
      expect((await live.ok(providerWin, win)).balance).toBe(55);
      // More than the sub-wallet holds, though the main wallet could pay it.
      const err = await live.refused(
        providerBet,
        betFor(p, 56, {}, LIVE),
        409,
        'WALLET_INSUFFICIENT_FUNDS',
      );
      expect(err.details).toEqual({ balance: 55 });
      expect(await mainOf(env, p.memberId)).toBe(100);
      // A vendor not in the list still plays from the main wallet.
      const main = betFor(p, 1);
      expect((await env.slots.ok(providerBet, main)).balance).toBe(99);
      expect(await walletOfCall(LIVE, bet.transactionId)).toBe(LIVE);
      expect(await walletOfCall(LIVE, win.transactionId)).toBe(LIVE);
      expect(await walletOfCall(SLOTS, main.transactionId)).toBe('MAIN');
    } finally {
      await writeMoney(settings.money);
    }
  });

  it('a rollback refunds the wallet its bet debited, whatever the mode is now', async () => {
    const { settings } = await env.t.app.settings.get();
    const live = await clientOf(env.t, LIVE);
    const p = await fundedPlayer(env.t.database, 100);
    const sub = account.vendor(p.memberId, LIVE);
    await credit(env.t.database, p.memberId, sub, 40);
    const subOf = () => balanceIn(env.t.database, sub);
    const fromMain = betFor(p, 10, { gameCode: 'xliv-0001' }, LIVE);
    const fromSub = betFor(p, 15, { gameCode: 'xliv-0001' }, LIVE);
    try {
      await writeMoney({ ...settings.money, singleWallet: true, transferVendors: [LIVE] });
      expect((await live.ok(providerBet, fromMain)).balance).toBe(90);
      await writeMoney({ ...settings.money, singleWallet: false, transferVendors: [LIVE] });
      expect((await live.ok(providerBet, fromSub)).balance).toBe(25);
      // Transfer mode now, yet the first bet came out of the main wallet: back it goes.
      const rollback = rollbackFor(fromMain);
      expect(await live.ok(providerRollback, rollback)).toMatchObject({ balance: 100 });
      expect(await mainOf(env, p.memberId)).toBe(100);
      expect(await subOf()).toBe(25);
      expect(await walletOfCall(LIVE, rollback.transactionId)).toBe('MAIN');
    } finally {
      await writeMoney(settings.money);
    }
    // Single wallet again, yet the second bet came out of the sub-wallet.
    await writeMoney({ ...settings.money, singleWallet: true });
    try {
      const rollback = rollbackFor(fromSub);
      const refund = await live.ok(providerRollback, rollback);
      expect(refund).toMatchObject({ balance: 40, duplicate: false });
      expect(await live.ok(providerRollback, rollback)).toEqual({ ...refund, duplicate: true });
      // Another rollback id for that bet moves nothing and answers the same wallet.
      const again = await live.ok(providerRollback, rollbackFor(fromSub));
      expect(again).toEqual({ balance: 40, transactionId: '', duplicate: false });
      expect(await subOf()).toBe(40);
      expect(await mainOf(env, p.memberId)).toBe(100);
      expect(await walletOfCall(LIVE, fromMain.transactionId)).toBe('MAIN');
      expect(await walletOfCall(LIVE, fromSub.transactionId)).toBe(LIVE);
      expect(await walletOfCall(LIVE, rollback.transactionId)).toBe(LIVE);
      // Calls that move no bet's money answer the wallet the player plays from now.
      expect(await live.ok(providerBalance, whoIs(p, LIVE))).toEqual({ balance: 100 });
      const unknown = rollbackFor(betFor(p, 1, {}, LIVE));
      expect((await live.ok(providerRollback, unknown)).balance).toBe(100);
      expect(await walletOfCall(LIVE, unknown.transactionId)).toBe('MAIN');
    } finally {
      await writeMoney(settings.money);
    }
  });
});

it('leaves the ledger consistent', async () => {
  expect(await checkLedger(env.t.database.db)).toMatchObject({ ok: true, problems: [] });
});
