import { fishShoot, getBetRecords, getFishModel } from '@gamehall/contract';
import { shootFish } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { checkLedger } from '../../src/modules/ledger/index.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { inHousePlayer } from '../helpers/in-house-player.ts';
import { mainMinor, requestId } from '../helpers/money.ts';
import { expectError } from '../system/calls.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const shoot = (sessionId: string, shots: { species: string; bet: number }[], id = requestId()) =>
  call(t.app, fishShoot, { sessionId, shots, requestId: id });

describe('the fish game', () => {
  it('settles a batch of shots once, each kill the one the revealed seed gives', async () => {
    const model = okValue(getFishModel, await call(t.app, getFishModel));
    expect(model.rtpPercent).toBe(96);
    expect(model.species.find((s) => s.id === 'dragon')?.multiplier).toBe(100);
    const { p, opened } = await inHousePlayer(t, 'fish', 10_000n);
    const shots = Array.from({ length: 20 }, (_, i) => ({
      species: i % 2 ? 'clownfish' : 'shark',
      bet: 1,
    }));
    const id = requestId();
    const first = okValue(fishShoot, await shoot(opened.sessionId, shots, id));
    expect(first.bet).toBe(20);
    expect(first.outcome.shots).toHaveLength(20);
    const won = first.outcome.shots.reduce((s, x) => s + x.win, 0);
    expect(first.win).toBe(won);
    expect(await mainMinor(t, p.id)).toBe(10_000n - 2_000n + BigInt(Math.round(won * 100)));
    // The same batch again (a lost answer): the same round, nothing more moves.
    expect(okValue(fishShoot, await shoot(opened.sessionId, shots, id))).toEqual(first);
    await expectError(
      await shoot(opened.sessionId, shots.slice(1), id),
      409,
      'IDEMPOTENCY_CONFLICT',
    );
    expect(await mainMinor(t, p.id)).toBe(10_000n - 2_000n + BigInt(Math.round(won * 100)));
    // Each kill is the engine's, from the pair's server seed and the batch's nonce.
    const [pair] = rowsOf<{ server_seed: string; client_seed: string }>(
      await t.database.db.execute(sql`SELECT server_seed, client_seed FROM fair_seeds
        WHERE member_id = ${p.id}`),
    );
    const again = shootFish(
      {
        serverSeed: pair?.server_seed ?? '',
        clientSeed: pair?.client_seed ?? '',
        nonce: first.fair.nonce,
      },
      shots.map((s) => ({ ...s, bet: 100 })),
    );
    expect(again.shots.map((s) => s.killed)).toEqual(first.outcome.shots.map((s) => s.killed));
    const record = okValue(getBetRecords, await call(t.app, getBetRecords, undefined, p.as()));
    expect(record.list).toHaveLength(1);
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
  });

  it('refuses an unknown fish, a bet the cannon has not, and shots with no balance; nothing moves', async () => {
    const { p, opened } = await inHousePlayer(t, 'fish', 100n);
    const s = opened.sessionId;
    await expectError(await shoot(s, [{ species: 'mermaid', bet: 1 }]), 400, 'VALIDATION_FAILED');
    await expectError(await shoot(s, [{ species: 'shark', bet: 0.3 }]), 400, 'VALIDATION_FAILED');
    await expectError(
      await shoot(s, Array(2).fill({ species: 'shark', bet: 1 })),
      409,
      'WALLET_INSUFFICIENT_FUNDS',
    );
    expect(await mainMinor(t, p.id)).toBe(100n);
  });

  it('plays demo money in a free trial', async () => {
    const { p, opened } = await inHousePlayer(t, 'fish', 100n, 'demo');
    const shot = okValue(fishShoot, await shoot(opened.sessionId, [{ species: 'turtle', bet: 5 }]));
    expect(shot.balance).toBe(opened.balance - 5 + shot.win);
    expect(await mainMinor(t, p.id)).toBe(100n);
  });
});
