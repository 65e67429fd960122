import {
  opsCheckLedger,
  opsListAlerts,
  opsListHeldWins,
  opsRejectWin,
  opsReleaseWin,
  providerBet,
  providerWin,
} from '@gamehall/contract';
import { describe, expect, it } from 'vitest';
import { writeSetting } from '../../src/settings/repo.ts';
import { okValue } from '../helpers/accounts.ts';
import { ops } from '../helpers/money.ts';
import { expectError } from '../system/calls.ts';
import {
  betFor,
  freshId,
  fundedPlayer,
  mainOf,
  providerAppForThisFile,
  roundOf,
  SLOTS,
  type TestPlayer,
  vendorCall,
} from './vendor.ts';

/** What a vendor's win must respect beyond its signature (decision 016). */
const env = providerAppForThisFile();

async function withMoney<T>(change: Record<string, unknown>, work: () => Promise<T>) {
  const { settings } = await env.t.app.settings.get();
  const write = async (money: unknown) => {
    await writeSetting(env.t.database.db, 'money', money);
    env.t.app.settings.invalidate();
  };
  await write({ ...settings.money, ...change });
  try {
    return await work();
  } finally {
    await write(settings.money);
  }
}

/** A player's bet in a fresh round, taken; its win is built from it. */
async function openRound(p: TestPlayer, amount: number) {
  const bet = betFor(p, amount);
  await env.slots.ok(providerBet, bet);
  const winOf = (win: number, over: Record<string, unknown> = {}) => ({
    ...bet,
    amount: win,
    transactionId: freshId('win'),
    ...over,
  });
  return { bet, winOf };
}

const heldWins = async (status?: string) =>
  okValue(opsListHeldWins, await ops(env.t, opsListHeldWins, undefined, status ? { status } : {}))
    .list;

describe('provider wins', () => {
  it('a win naming another game than its round’s bets is refused, and nothing moves', async () => {
    const p = await fundedPlayer(env.t.database, 10);
    const { winOf } = await openRound(p, 0.01);
    const res = await env.slots.refused(
      providerWin,
      winOf(10_000_000_000, { gameCode: 'another-game' }),
      409,
      'CONFLICT',
    );
    expect(res.details).toEqual({ gameCode: `${SLOTS.toLowerCase()}-0001` });
    expect(await mainOf(env, p.memberId)).toBe(9.99);
  });

  it('a settled round takes no second win: ten fresh wins, one paid', async () => {
    const p = await fundedPlayer(env.t.database, 10);
    const { bet, winOf } = await openRound(p, 1);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        vendorCall(env.t.app, providerWin, winOf(3), env.slots.signing),
      ),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'OK' : a.json().code)).sort();
    expect(codes).toEqual(['OK', ...Array(9).fill('ROUND_SETTLED')]);
    expect(await mainOf(env, p.memberId)).toBe(12);
    expect(await roundOf(env, bet.roundId)).toMatchObject({ status: 'SETTLED', winAmount: 300n });
  });

  it('a vendor set for multi-win rounds pays each win of a settled round', async () => {
    const p = await fundedPlayer(env.t.database, 10);
    await withMoney({ multiWinVendors: [SLOTS] }, async () => {
      const { bet, winOf } = await openRound(p, 2);
      await env.slots.ok(providerWin, winOf(5));
      await env.slots.ok(providerWin, winOf(0.5));
      expect(await roundOf(env, bet.roundId)).toMatchObject({ winAmount: 550n });
    });
    expect(await mainOf(env, p.memberId)).toBe(13.5);
  });

  it('a win up to the cap is paid; above it, it is held for the operator and nothing moves', async () => {
    const p = await fundedPlayer(env.t.database, 10);
    await withMoney({ winCapMultiple: 100 }, async () => {
      const atCap = await openRound(p, 0.5);
      await env.slots.ok(providerWin, atCap.winOf(50));
      expect(await mainOf(env, p.memberId)).toBe(59.5);

      const { bet, winOf } = await openRound(p, 0.01);
      const win = winOf(10_000_000_000);
      const answer = await env.slots.ok(providerWin, win);
      expect(answer).toMatchObject({ balance: 59.49, duplicate: false });
      // The vendor's retry gets the same answer; the round is over.
      expect(await env.slots.ok(providerWin, win)).toMatchObject({
        balance: 59.49,
        duplicate: true,
      });
      expect(await roundOf(env, bet.roundId)).toMatchObject({ status: 'SETTLED', winAmount: 0n });
      expect(await mainOf(env, p.memberId)).toBe(59.49);
      const held = (await heldWins('PENDING')).find((w) => w.transactionId === win.transactionId);
      expect(held).toMatchObject({
        vendor: SLOTS,
        account: p.account,
        roundId: bet.roundId,
        amount: 10_000_000_000,
        stake: 0.01,
        status: 'PENDING',
        decidedAt: null,
      });
      const alerts = okValue(
        opsListAlerts,
        await ops(env.t, opsListAlerts, undefined, { limit: '10' }),
      ).alerts;
      expect(alerts.some((a) => a.kind === 'WIN_HELD')).toBe(true);

      const rejected = await ops(env.t, opsRejectWin, { id: held?.id, remark: 'vendor error' });
      expect(okValue(opsRejectWin, rejected)).toMatchObject({ status: 'REJECTED' });
      await expectError(await ops(env.t, opsReleaseWin, { id: held?.id }), 409, 'CONFLICT');
      expect(await mainOf(env, p.memberId)).toBe(59.49);
    });
  });

  it('a released win is paid once into its wallet, even when released twice at once', async () => {
    const p = await fundedPlayer(env.t.database, 10);
    const { bet } = await withMoney({ winCapMultiple: 10 }, async () => {
      const round = await openRound(p, 1);
      await env.slots.ok(providerWin, round.winOf(10.01));
      return round;
    });
    const held = (await heldWins()).find((w) => w.roundId === bet.roundId);
    if (!held) throw new Error('the win was not held');
    const answers = await Promise.all(
      [0, 1, 2].map(() => ops(env.t, opsReleaseWin, { id: held.id, remark: 'checked' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await mainOf(env, p.memberId)).toBe(19.01);
    expect(await roundOf(env, bet.roundId)).toMatchObject({ winAmount: 1001n });
    const after = (await heldWins('RELEASED')).find((w) => w.id === held.id);
    expect(after).toMatchObject({ remark: 'checked', decidedAt: expect.any(String) });
    await expectError(await ops(env.t, opsRejectWin, { id: 999_999_999 }), 404, 'NOT_FOUND');
    expect(okValue(opsCheckLedger, await ops(env.t, opsCheckLedger, undefined, {}))).toMatchObject({
      ok: true,
      problems: [],
    });
  });
});
