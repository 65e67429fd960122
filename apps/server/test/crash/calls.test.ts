import {
  crashBet,
  crashCashout,
  crashState,
  getBetRecords,
  getCrashChain,
} from '@gamehall/contract';
import { onChain } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash } from '../../src/lib/session-token.ts';
import { autoCashOuts, settleCrashedRounds } from '../../src/modules/crash/bets.ts';
import { type CrashTiming, step } from '../../src/modules/crash/rounds.ts';
import { checkLedger } from '../../src/modules/ledger/index.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { mainMinor, requestId } from '../helpers/money.ts';
import { expectError } from '../system/calls.ts';
import { crashPlayer } from './crash-player.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const timing: CrashTiming = { bettingMs: 60_000, pauseMs: 0, chainLength: 100 };

/** A fresh round taking bets now, for a minute. */
async function bettingRound() {
  const db = t.database.db;
  await db.execute(sql`UPDATE crash_rounds SET phase = 'CRASHED', crashed_at = now()
    WHERE phase <> 'CRASHED'`);
  await settleCrashedRounds(t.app);
  const { round } = await step(db, timing, new Date());
  expect(round.phase).toBe('BETTING');
  return round;
}

/** Starts the round `ranMs` ago, crashing at `crashAt` hundredths. */
async function runRound(id: number, ranMs: number, crashAt: number) {
  const db = t.database.db;
  await db.execute(sql`UPDATE crash_rounds SET crash_at = ${crashAt},
      betting_ends_at = ${new Date(Date.now() - ranMs).toISOString()} WHERE id = ${id}`);
  const { round } = await step(db, timing, new Date());
  expect(round.phase).toBe('RUNNING');
  return round;
}

const bet = (sessionId: string, stake: number, more: { autoCashout?: number; id?: string } = {}) =>
  call(t.app, crashBet, {
    sessionId,
    stake,
    requestId: more.id ?? requestId(),
    ...(more.autoCashout === undefined ? {} : { autoCashout: more.autoCashout }),
  });

describe('crash calls', () => {
  it('a bet moves money once however often it is sent, and a cash-out pays at the multiplier shown, once', async () => {
    const round = await bettingRound();
    const { p, opened } = await crashPlayer(t, 10_000n);
    const id = requestId();
    const first = okValue(crashBet, await bet(opened.sessionId, 25, { id }));
    expect(first).toEqual({
      bet: {
        roundId: round.id,
        stake: 25,
        autoCashout: null,
        status: 'ACTIVE',
        cashedOutAt: null,
        win: null,
      },
      balance: 75,
    });
    // The same request again: the same answer, nothing more moved.
    expect(okValue(crashBet, await bet(opened.sessionId, 25, { id }))).toEqual(first);
    expect(await mainMinor(t, p.id)).toBe(7_500n);
    // Its id with another stake, or a second bet on the round, is refused.
    await expectError(await bet(opened.sessionId, 30, { id }), 409, 'IDEMPOTENCY_CONFLICT');
    await expectError(await bet(opened.sessionId, 10), 409, 'CONFLICT');
    // Too early to cash out.
    await expectError(
      await call(t.app, crashCashout, { sessionId: opened.sessionId }),
      409,
      'CONFLICT',
    );

    // The state shows the bet to its player, and the round's players, masked.
    const state = okValue(
      crashState,
      await call(t.app, crashState, { sessionId: opened.sessionId }),
    );
    expect(state.round).toMatchObject({
      id: round.id,
      phase: 'BETTING',
      crashPoint: null,
      hash: null,
    });
    expect(state.myBet).toEqual(first.bet);
    expect(state.players).toContainEqual(
      expect.objectContaining({
        player: `${p.account.slice(0, 2)}***${p.account.slice(-2)}`,
        stake: 25,
      }),
    );
    expect(state.limits).toEqual({ minStake: 0.1, maxStake: 1000, minAuto: 1.01, maxAuto: 10000 });

    // Two seconds into the round the multiplier shows about 1.12×.
    await runRound(round.id, 2_000, 5_000);
    await expectError(await bet(opened.sessionId, 10), 409, 'BETTING_CLOSED');
    const cashed = okValue(
      crashCashout,
      await call(t.app, crashCashout, { sessionId: opened.sessionId }),
    );
    const at = cashed.bet.cashedOutAt ?? 0;
    expect(at).toBeGreaterThanOrEqual(1.12);
    expect(at).toBeLessThan(1.3);
    const win = Math.floor(25 * Math.round(at * 100)) / 100;
    expect(cashed).toMatchObject({ bet: { status: 'CASHED', win }, balance: 75 + win });
    // A retried click answers the same cash-out and pays nothing more.
    expect(
      okValue(crashCashout, await call(t.app, crashCashout, { sessionId: opened.sessionId })),
    ).toEqual(cashed);
    expect(await mainMinor(t, p.id)).toBe(7_500n + BigInt(Math.round(win * 100)));

    // The round in the betting record, under the in-house crash vendor.
    const record = okValue(getBetRecords, await call(t.app, getBetRecords, undefined, p.as()));
    expect(record.list.some((r) => r.vassalage === opened.game.vendor)).toBe(true);
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
  });

  it('refuses bad bets with a clear error and moves nothing', async () => {
    await bettingRound();
    const { p, opened } = await crashPlayer(t, 1_000n);
    await expectError(await bet(opened.sessionId, 0.05), 400, 'AMOUNT_OUT_OF_RANGE');
    await expectError(await bet(opened.sessionId, 5_000), 400, 'AMOUNT_OUT_OF_RANGE');
    await expectError(await bet(opened.sessionId, 1, { autoCashout: 1 }), 400, 'VALIDATION_FAILED');
    await expectError(await bet(opened.sessionId, 20), 409, 'WALLET_INSUFFICIENT_FUNDS');
    expect(await mainMinor(t, p.id)).toBe(1_000n);
    // A refused bet is no bet: the player may still bet what they have.
    okValue(crashBet, await bet(opened.sessionId, 10));
    expect(await mainMinor(t, p.id)).toBe(0n);
    // A session that does not exist (or ended) plays nothing.
    await expectError(
      await call(t.app, crashState, { sessionId: 'x'.repeat(43) }),
      401,
      'SESSION_EXPIRED',
    );
  });

  it('auto cash-outs land while the round runs; the crash settles the rest', async () => {
    const round = await bettingRound();
    const auto = await crashPlayer(t, 10_000n);
    const late = await crashPlayer(t, 10_000n);
    okValue(crashBet, await bet(auto.opened.sessionId, 10, { autoCashout: 1.05 }));
    okValue(crashBet, await bet(late.opened.sessionId, 10, { autoCashout: 3 }));
    const running = await runRound(round.id, 2_000, 250);

    const cashed = await autoCashOuts(t.app, running, new Date());
    expect(cashed.map((b) => b.memberId)).toEqual([auto.p.id]);
    expect(await mainMinor(t, auto.p.id)).toBe(9_000n + 1_050n);
    expect(await autoCashOuts(t.app, running, new Date())).toEqual([]);

    // It crashes at 2.50×, below the other's 3.00×.
    await t.database.db.execute(sql`UPDATE crash_rounds SET betting_ends_at = now() - interval '20 seconds',
        started_at = now() - interval '20 seconds' WHERE id = ${round.id}`);
    expect((await step(t.database.db, timing, new Date())).round.phase).toBe('CRASHED');
    await settleCrashedRounds(t.app);
    expect(await mainMinor(t, late.p.id)).toBe(9_000n);
    const state = okValue(
      crashState,
      await call(t.app, crashState, { sessionId: late.opened.sessionId }),
    );
    expect(state.myBet).toMatchObject({ status: 'LOST', win: 0 });
    expect(state.round).toMatchObject({ phase: 'CRASHED', crashPoint: 2.5 });

    // Anyone can check the revealed hash against the published chain.
    const chain = okValue(getCrashChain, await call(t.app, getCrashChain));
    const shown = chain.rounds.find((r) => r.id === round.id);
    const published = chain.chains.find((c) => c.id === shown?.chainId);
    expect(JSON.stringify(chain)).not.toMatch(/secret/);
    expect(shown && published && onChain(shown.hash, published.terminatingHash, 100)).toBe(true);
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
  });

  it('a bet cut off before the wallet took its stake is finished once: by its repeat, or at the crash', async () => {
    const round = await bettingRound();
    const repeated = await crashPlayer(t, 10_000n);
    const settled = await crashPlayer(t, 10_000n);
    const broke = await crashPlayer(t, 1_000n);
    // As a process killed between storing each bet and the wallet call leaves them.
    const cutOff = async (c: typeof repeated, stake: bigint, id: string) =>
      t.database.db.execute(sql`INSERT INTO crash_bets (round_id, member_id, request_id, vendor,
          game_code, mode, session_hash, stake, auto_cashout, status)
        VALUES (${round.id}, ${c.p.id}, ${id}, ${c.session.vendor}, ${c.session.gameCode}, 'real',
          ${tokenHash(c.session.sessionId)}, ${stake.toString()}, 150, 'PENDING')`);
    const id = requestId();
    await cutOff(repeated, 1_000n, id);
    await cutOff(settled, 1_000n, requestId());
    await cutOff(broke, 5_000n, requestId());
    // Not a bet yet: nobody sees it, not even its player.
    const before = okValue(
      crashState,
      await call(t.app, crashState, { sessionId: settled.opened.sessionId }),
    );
    expect(before.myBet).toBeNull();
    expect(before.players).toEqual([]);

    // The player's retry takes the stake, once.
    const retried = okValue(
      crashBet,
      await bet(repeated.opened.sessionId, 10, { autoCashout: 1.5, id }),
    );
    expect(retried).toMatchObject({ bet: { status: 'ACTIVE', stake: 10 }, balance: 90 });
    expect(
      okValue(crashBet, await bet(repeated.opened.sessionId, 10, { autoCashout: 1.5, id })),
    ).toEqual(retried);

    // The others are finished when the round crashes (at 3.00×, past their 1.50×).
    await runRound(round.id, 20_000, 300);
    expect((await step(t.database.db, timing, new Date())).round.phase).toBe('CRASHED');
    await settleCrashedRounds(t.app);
    expect(await mainMinor(t, repeated.p.id)).toBe(10_000n - 1_000n + 1_500n);
    expect(await mainMinor(t, settled.p.id)).toBe(10_000n - 1_000n + 1_500n);
    // A stake the wallet cannot cover makes no bet: nothing taken, nothing paid.
    expect(await mainMinor(t, broke.p.id)).toBe(1_000n);
    expect(await settleCrashedRounds(t.app)).toBe(0);
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
  });

  it('a free trial bets demo money: the wallet never sees it', async () => {
    const round = await bettingRound();
    const { p, opened } = await crashPlayer(t, 5_000n, 'demo');
    expect(opened.mode).toBe('demo');
    const placed = okValue(crashBet, await bet(opened.sessionId, 100));
    expect(placed.balance).toBe(opened.balance - 100);
    await runRound(round.id, 2_000, 5_000);
    const cashed = okValue(
      crashCashout,
      await call(t.app, crashCashout, { sessionId: opened.sessionId }),
    );
    expect(cashed.balance).toBeCloseTo(opened.balance - 100 + (cashed.bet.win ?? 0), 2);
    expect(await mainMinor(t, p.id)).toBe(5_000n);
  });
});
