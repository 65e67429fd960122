import { crashPoint, hundredthsAt, msToReach, onChain } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { cashOut, placeCrashBet, settleCrashedRounds } from '../../src/modules/crash/bets.ts';
import { type CrashTiming, step } from '../../src/modules/crash/rounds.ts';
import { checkLedger } from '../../src/modules/ledger/index.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { mainMinor, requestId } from '../helpers/money.ts';
import { crashPlayer as makePlayer } from './crash-player.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const timing: CrashTiming = { bettingMs: 5_000, pauseMs: 2_000, chainLength: 50 };
const start = Date.now();
const at = (ms: number) => new Date(start + ms);

const crashPlayer = (funds: bigint) => makePlayer(t, funds);

describe('crash rounds', () => {
  it('a round takes bets, runs, crashes at its chain hash’s point, and settles every bet once', async () => {
    const db = t.database.db;
    const first = await step(db, timing, at(0));
    expect(first).toMatchObject({ changed: true, round: { phase: 'BETTING', idx: 0 } });
    const round = first.round;
    // Its crash point is the published chain's, and the hash lies on that chain.
    const [chain] = rowsOf<{ terminating_hash: string; salt: string }>(
      await db.execute(
        sql`SELECT terminating_hash, salt FROM crash_chains WHERE id = ${round.chainId}`,
      ),
    );
    expect(round.crashAt).toBe(Math.round(crashPoint(round.hash, chain?.salt ?? '') * 100));
    expect(onChain(round.hash, chain?.terminating_hash ?? '', 1)).toBe(true);

    const manual = await crashPlayer(10_000n);
    const auto = await crashPlayer(10_000n);
    const loser = await crashPlayer(10_000n);
    const autoAt = Math.max(101, round.crashAt - 1);
    await placeCrashBet(t.app, manual.session, { stake: 10, requestId: requestId() }, at(1_000));
    await placeCrashBet(
      t.app,
      auto.session,
      { stake: 20, autoCashout: autoAt / 100, requestId: requestId() },
      at(1_000),
    );
    await placeCrashBet(
      t.app,
      loser.session,
      { stake: 30, autoCashout: (round.crashAt + 1) / 100, requestId: requestId() },
      at(1_000),
    );
    expect(await mainMinor(t, manual.p.id)).toBe(9_000n);

    // Nothing moves before its time; a bet after betting closed is refused.
    expect((await step(db, timing, at(4_999))).changed).toBe(false);
    const running = await step(db, timing, at(5_000));
    expect(running.round).toMatchObject({ phase: 'RUNNING', startedAt: at(5_000) });
    await expect(
      placeCrashBet(t.app, manual.session, { stake: 10, requestId: requestId() }, at(5_001)),
    ).rejects.toMatchObject({ code: 'BETTING_CLOSED' });

    // A cash-out by hand at 1.00× + a little, if the round lasts that long.
    const crashMs = msToReach(round.crashAt);
    if (crashMs > 0) {
      const cashMs = Math.floor(crashMs / 2);
      const shown = hundredthsAt(cashMs);
      const done = await cashOut(t.app, manual.session, at(5_000 + cashMs));
      expect(done.cashedOut).toBe(shown);
      expect(await mainMinor(t, manual.p.id)).toBe(9_000n + (1_000n * BigInt(shown)) / 100n);
    }
    const crashed = await step(db, timing, at(5_000 + crashMs));
    expect(crashed.round).toMatchObject({ phase: 'CRASHED' });
    expect(await settleCrashedRounds(t.app)).toBeGreaterThanOrEqual(2);
    expect(await settleCrashedRounds(t.app)).toBe(0);
    // The auto cash-out at or below the crash point won (a round crashing at 1.00× leaves
    // no room for one); the one above it lost.
    const autoWon = autoAt <= round.crashAt ? (2_000n * BigInt(autoAt)) / 100n : 0n;
    expect(await mainMinor(t, auto.p.id)).toBe(8_000n + autoWon);
    expect(await mainMinor(t, loser.p.id)).toBe(7_000n);
    expect(await checkLedger(db)).toMatchObject({ ok: true });

    // After the pause the next round of the same chain opens.
    expect((await step(db, timing, at(5_000 + crashMs + 1_999))).changed).toBe(false);
    const next = await step(db, timing, at(5_000 + crashMs + 2_000));
    expect(next.round).toMatchObject({ phase: 'BETTING', idx: 1, chainId: round.chainId });
  });

  it('a round that crashes at 1.00× refuses every cash-out and every auto cash-out loses', async () => {
    const db = t.database.db;
    // Move on to a fresh round, then give it the instant crash a chain produces ~1% of the time.
    let now = 60_000;
    let r = await step(db, timing, at(now));
    while (r.round.phase !== 'BETTING' || !r.changed) {
      now += 1_000;
      r = await step(db, timing, at(now));
    }
    await db.execute(sql`UPDATE crash_rounds SET crash_at = 100 WHERE id = ${r.round.id}`);
    const player = await crashPlayer(5_000n);
    await placeCrashBet(
      t.app,
      player.session,
      { stake: 10, autoCashout: 1.01, requestId: requestId() },
      at(now + 1),
    );
    await step(db, timing, at(now + timing.bettingMs));
    await expect(cashOut(t.app, player.session, at(now + timing.bettingMs))).rejects.toMatchObject({
      code: 'ROUND_CRASHED',
    });
    expect((await step(db, timing, at(now + timing.bettingMs))).round.phase).toBe('CRASHED');
    await settleCrashedRounds(t.app);
    expect(await mainMinor(t, player.p.id)).toBe(4_000n);
    expect(await checkLedger(db)).toMatchObject({ ok: true });
  });
});
