import {
  getAccountRecords,
  getWallets,
  launchGame,
  playOpen,
  recallWallet,
  rouletteSpin,
  walletTransfer,
} from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { checkLedger } from '../../src/modules/ledger/index.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { fund, moneyPlayer, type Player, requestId } from '../helpers/money.ts';
import { expectError } from '../system/calls.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The first in-house roulette of a vendor. */
async function rouletteOf(vendor: string) {
  const [row] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`SELECT id FROM games WHERE vendor_code = ${vendor}
      AND engine = 'roulette' ORDER BY sort LIMIT 1`),
  );
  if (!row) throw new Error(`no roulette of ${vendor}`);
  return String(row.id);
}

const launch = async (p: Player, gameId: string) =>
  okValue(launchGame, await call(t.app, launchGame, undefined, { ...p.as(), query: { gameId } }));
const walletsOf = async (p: Player) =>
  okValue(getWallets, await call(t.app, getWallets, undefined, p.as()));
const vendorBalance = async (p: Player, vendor: string) =>
  (await walletsOf(p)).vendors.find((v) => v.vassalage === vendor)?.balance;
const moveIn = (p: Player, to: string, amount: number) =>
  call(t.app, walletTransfer, { from: 'MAIN', to, amount, requestId: requestId() }, p.as());
const recall = (p: Player, vassalage: string, id = requestId()) =>
  call(t.app, recallWallet, { vassalage, requestId: id }, p.as());

describe('games of a transfer-wallet vendor (issue 20)', () => {
  it('the launch names the vendor’s wallet; a main-wallet vendor names none', async () => {
    const p = await moneyPlayer(t);
    const aurl = await launch(p, await rouletteOf('AURL'));
    expect(aurl.transferWallet).toEqual({
      vassalage: 'AURL',
      name: 'Aurora Live',
      autoTransfer: false,
    });
    expect((await launch(p, await rouletteOf('VLVT'))).transferWallet).toBeNull();
    const token = new URL(aurl.game_url, 'http://site').searchParams.get('token');
    const opened = okValue(playOpen, await call(t.app, playOpen, { token }));
    expect(opened).toMatchObject({ transferWallet: true, balance: 0 });
  });

  it('money moved in is what the game plays with; leaving moves all of it back once', async () => {
    const p = await moneyPlayer(t);
    await fund(t, p.id, 30_000n);
    const gameId = await rouletteOf('AURL');
    expect((await moveIn(p, 'AURL', 120.5)).statusCode).toBe(200);
    const launched = await launch(p, gameId);
    const token = new URL(launched.game_url, 'http://site').searchParams.get('token');
    const table = okValue(playOpen, await call(t.app, playOpen, { token }));
    expect(table.balance).toBe(120.5);
    const spun = okValue(
      rouletteSpin,
      await call(t.app, rouletteSpin, {
        sessionId: table.sessionId,
        bets: [{ type: 'red', stake: 10 }],
        requestId: requestId(),
      }),
    );
    const left = 110.5 + spun.win;
    expect(await vendorBalance(p, 'AURL')).toBe(left);

    const id = requestId();
    const back = okValue(recallWallet, await recall(p, 'AURL', id));
    expect(back.vendors.find((v) => v.vassalage === 'AURL')?.balance).toBe(0);
    expect(back.main).toBe(179.5 + left);
    // The same request again (the tab closing after the page already sent it) moves nothing,
    // even when money has arrived in the sub-wallet since.
    await moveIn(p, 'AURL', 5);
    expect(okValue(recallWallet, await recall(p, 'AURL', id)).main).toBe(174.5 + left);
    expect(await vendorBalance(p, 'AURL')).toBe(5);
    // A new request takes what is there now.
    expect(okValue(recallWallet, await recall(p, 'AURL')).main).toBe(179.5 + left);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('parallel recalls move the balance once; an empty sub-wallet moves nothing', async () => {
    const p = await moneyPlayer(t);
    await fund(t, p.id, 10_000n);
    await moveIn(p, 'LTHB', 100);
    const answers = await Promise.all(Array.from({ length: 6 }, () => recall(p, 'LTHB')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const wallets = await walletsOf(p);
    expect(wallets).toMatchObject({ main: 100, sumBalance: 100 });
    const records = okValue(
      getAccountRecords,
      await call(t.app, getAccountRecords, undefined, {
        ...p.as(),
        query: { type: 'TRANSFER', pageSize: '50' },
      }),
    );
    // In the sub-wallet: the move in and one move back; the other five recalls found nothing.
    expect(records.list.filter((r) => r.wallet === 'LTHB').map((r) => r.amount)).toEqual([
      -100, 100,
    ]);
  });

  it('refuses the main wallet, a vendor with no sub-wallet and a replayed id of another request', async () => {
    const p = await moneyPlayer(t);
    await fund(t, p.id, 1_000n);
    await expectError(await recall(p, 'MAIN'), 400, 'WALLET_UNKNOWN');
    await expectError(await recall(p, 'VLVT'), 400, 'WALLET_UNKNOWN');
    const id = requestId();
    expect(
      (
        await call(
          t.app,
          walletTransfer,
          { from: 'MAIN', to: 'AURL', amount: 1, requestId: id },
          p.as(),
        )
      ).statusCode,
    ).toBe(200);
    await expectError(await recall(p, 'AURL', id), 409, 'IDEMPOTENCY_CONFLICT');
    expect(await vendorBalance(p, 'AURL')).toBe(1);
  });
});
