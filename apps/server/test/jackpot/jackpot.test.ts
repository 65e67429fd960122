import { getAccountRecords, getBetRecords, getJackpot, slotSpin } from '@gamehall/contract';
import { commitment, jackpotDraw, jackpotThreshold } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { checkLedger } from '../../src/modules/ledger/index.ts';
import { recoverOpenRounds } from '../../src/modules/play/recovery.ts';
import { writeSetting } from '../../src/settings/repo.ts';
import { defaultJackpot } from '../../src/settings/schema.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { inHousePlayer } from '../helpers/in-house-player.ts';
import { mainMinor, requestId } from '../helpers/money.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const jackpot = async () => okValue(getJackpot, await call(t.app, getJackpot));
const spin = (sessionId: string, bet: number, id = requestId()) =>
  call(t.app, slotSpin, { sessionId, bet, requestId: id });

/**
 * Gives the player's seed pair a server seed whose jackpot draw for its next nonce does
 * (or does not) win at `threshold`, as if it had been drawn so.
 */
async function rigNextSpin(memberId: number, wins: boolean, threshold: number) {
  const db = t.database.db;
  const [pair] = rowsOf<{ client_seed: string; nonce: number }>(
    await db.execute(sql`SELECT client_seed, nonce FROM fair_seeds WHERE member_id = ${memberId}
      ORDER BY id DESC LIMIT 1`),
  );
  if (!pair) throw new Error('no seed pair');
  for (let i = 0; i < 100_000; i++) {
    const serverSeed = `rigged-${i}`;
    const draw = jackpotDraw({ serverSeed, clientSeed: pair.client_seed, nonce: pair.nonce });
    if (draw < threshold === wins) {
      await db.execute(sql`UPDATE fair_seeds SET server_seed = ${serverSeed},
          server_seed_hash = ${commitment(serverSeed)} WHERE member_id = ${memberId}`);
      return draw;
    }
  }
  throw new Error('no seed found');
}

/** One chance in 100 per unit staked, so a test finds a winning seed in a few tries. */
const ONE_IN = 100;
const useTestOdds = async () => {
  await writeSetting(t.database.db, 'jackpot', { ...defaultJackpot, oneInPerUnit: ONE_IN });
  t.app.settings.invalidate();
};

describe('the progressive jackpot', () => {
  it('starts at its seed, is fed by real spins, and a winning spin takes the whole pool once', async () => {
    const start = await jackpot();
    expect(start).toMatchObject({
      enabled: true,
      pool: 1_000,
      seed: 1_000,
      sharePercent: 1,
      oneInPerUnit: 100_000,
    });
    // 1.00 a spin at the brand's one chance in 100,000 per unit: 42,949 winning draws of 2³².
    expect(jackpotThreshold(100n, start.oneInPerUnit)).toBe(42_949);
    await useTestOdds();
    const { p, opened } = await inHousePlayer(t, 'slot-sevens', 100_000n);
    const threshold = jackpotThreshold(100n, ONE_IN);
    await rigNextSpin(p.id, false, threshold);
    const lost = okValue(slotSpin, await spin(opened.sessionId, 1));
    expect(lost.jackpot).toMatchObject({ threshold: 42_949_672, hit: false, won: null });
    // 1 % of 1.00 fed the pool.
    expect((await jackpot()).pool).toBe(1_000.01);

    const draw = await rigNextSpin(p.id, true, threshold);
    const before = await mainMinor(t, p.id);
    const id = requestId();
    const won = okValue(slotSpin, await spin(opened.sessionId, 1, id));
    // The pool it took: the seed and both spins' feeds.
    expect(won.jackpot).toEqual({ draw, threshold: 42_949_672, hit: true, won: 1_000.02 });
    const paid = 100_002n + BigInt(Math.round(won.win * 100));
    expect(await mainMinor(t, p.id)).toBe(before - 100n + paid);
    expect(won.balance * 100).toBe(Number(before - 100n + paid));

    // The pool starts again from its seed; the winner is listed, masked.
    const after = await jackpot();
    expect(after.pool).toBe(1_000);
    expect(after.winners[0]).toMatchObject({
      player: `${p.account.slice(0, 2)}***${p.account.slice(-2)}`,
      amount: 1_000.02,
      game: opened.game.name,
    });
    // Asked again, or finished again by the recovery, it pays nothing more.
    expect(okValue(slotSpin, await spin(opened.sessionId, 1, id)).jackpot?.won).toBe(1_000.02);
    await t.database.db.execute(sql`UPDATE play_rounds SET status = 'OPEN',
        created_at = now() - interval '1 hour' WHERE request_id = ${id}`);
    await recoverOpenRounds(t.app);
    expect(await mainMinor(t, p.id)).toBe(before - 100n + paid);
    expect((await jackpot()).pool).toBe(1_000);

    // The round's win in the betting record carries the pool; the ledger balances.
    const record = okValue(getBetRecords, await call(t.app, getBetRecords, undefined, p.as()));
    expect(record.list.map((r) => Number(r.winAmount ?? 0)).some((w) => w >= 1_000.02)).toBe(true);
    const account = okValue(
      getAccountRecords,
      await call(t.app, getAccountRecords, undefined, p.as()),
    );
    expect(account.list.some((r) => r.type === 'JACKPOT')).toBe(false);
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
  });

  it('demo spins neither feed nor win it', async () => {
    const pool = (await jackpot()).pool;
    const { opened } = await inHousePlayer(t, 'slot-sevens', 100n, 'demo');
    const spun = okValue(slotSpin, await spin(opened.sessionId, 1));
    expect(spun.jackpot).toBeNull();
    expect((await jackpot()).pool).toBe(pool);
  });

  it('two winners at once: the first takes the pool, the second what is left; nothing is lost', async () => {
    const a = await inHousePlayer(t, 'slot-sevens', 100_000n);
    const b = await inHousePlayer(t, 'slot-sevens', 100_000n);
    const threshold = jackpotThreshold(100n, ONE_IN);
    await rigNextSpin(a.p.id, true, threshold);
    await rigNextSpin(b.p.id, true, threshold);
    const pool = (await jackpot()).pool;
    const [x, y] = await Promise.all([spin(a.opened.sessionId, 1), spin(b.opened.sessionId, 1)]);
    const wins = [okValue(slotSpin, x), okValue(slotSpin, y)].map((s) => s.jackpot?.won ?? 0);
    // Both fed 0.01 first or between; together they took the pool, one seed and the feeds.
    expect(Math.round((wins[0] ?? 0) * 100 + (wins[1] ?? 0) * 100)).toBe(
      Math.round(pool * 100) + 100_000 + 2,
    );
    expect(Math.min(...wins)).toBeGreaterThanOrEqual(1_000);
    expect((await jackpot()).pool).toBe(1_000);
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
  });
});
