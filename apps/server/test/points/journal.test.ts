import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { checkLedger, inTransaction } from '../../src/modules/ledger/index.ts';
import {
  changePoints,
  type PointChange,
  pointBalanceOf,
  pointsChecks,
} from '../../src/modules/points/index.ts';
import { insertTestMember } from '../helpers/accounts.ts';
import { openTestDatabase, testBackends } from '../helpers/database.ts';

// Points in hundredths: 1,200 is 12.00 points (decision 033).
describe.each(testBackends)('the points journal on %s (issue 16)', (backend) => {
  let database: Database;
  let ana: number;
  let ben: number;
  const change = (c: PointChange) => inTransaction(database.db, (tx) => changePoints(tx, c));
  const entries = async (memberId: number) =>
    rowsOf<{ reason: string; change: unknown; balance_after: unknown }>(
      await database.db.execute(sql`SELECT reason, change, balance_after FROM point_entries
        WHERE member_id = ${memberId} ORDER BY id`),
    ).map((r) => [r.reason, BigInt(String(r.change)), BigInt(String(r.balance_after))]);

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    ana = await insertTestMember(database, { account: 'pointsana', password: 'Secret1!' });
    ben = await insertTestMember(database, { account: 'pointsben', password: 'Secret1!' });
  });
  afterAll(() => database.close());

  it('earns and spends, each entry with the balance it left', async () => {
    expect(await pointBalanceOf(database.db, ana)).toBe(0n);
    await change({ key: 'p:ana:1', memberId: ana, reason: 'EARN', change: 1_200n });
    const spent = await change({ key: 'p:ana:2', memberId: ana, reason: 'REDEEM', change: -500n });
    expect(spent).toEqual({ balance: 700n, replayed: false });
    expect(await entries(ana)).toEqual([
      ['EARN', 1_200n, 1_200n],
      ['REDEEM', -500n, 700n],
    ]);
  });

  it('a repeat of a key answers the first change and moves nothing; the key for another change is a 409', async () => {
    const again = await change({ key: 'p:ana:2', memberId: ana, reason: 'REDEEM', change: -500n });
    expect(again).toEqual({ balance: 700n, replayed: true });
    await expect(
      change({ key: 'p:ana:2', memberId: ana, reason: 'REDEEM', change: -600n }),
    ).rejects.toMatchObject({ code: 'CONFLICT', status: 409 });
    expect(await pointBalanceOf(database.db, ana)).toBe(700n);
  });

  it('refuses a spend the balance does not cover, with the balance, and writes nothing', async () => {
    await expect(
      change({ key: 'p:ana:3', memberId: ana, reason: 'CONVERT', change: -701n }),
    ).rejects.toMatchObject({ code: 'POINTS_INSUFFICIENT', extra: { details: { balance: 7 } } });
    await expect(
      change({ key: 'p:ben:1', memberId: ben, reason: 'REDEEM', change: -1n }),
    ).rejects.toMatchObject({ code: 'POINTS_INSUFFICIENT' });
    expect(await entries(ana)).toHaveLength(2);
    expect(await pointBalanceOf(database.db, ana)).toBe(700n);
    expect(await checkLedger(database.db, pointsChecks)).toMatchObject({ ok: true, problems: [] });
  });

  it.runIf(backend === 'postgres')(
    '20 simultaneous spends of the whole balance: one succeeds; 20 repeats of one earn: one entry',
    async () => {
      await change({ key: 'p:ben:2', memberId: ben, reason: 'EARN', change: 3_000n });
      const spends = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          change({ key: `p:ben:race:${i}`, memberId: ben, reason: 'CONVERT', change: -3_000n }),
        ),
      );
      expect(spends.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of spends) {
        if (r.status === 'rejected')
          expect(r.reason).toMatchObject({ code: 'POINTS_INSUFFICIENT' });
      }
      const earns = await Promise.all(
        Array.from({ length: 20 }, () =>
          change({ key: 'p:ben:bonus', memberId: ben, reason: 'EARN', change: 250n }),
        ),
      );
      expect(earns.filter((r) => !r.replayed)).toHaveLength(1);
      expect(await pointBalanceOf(database.db, ben)).toBe(250n);
      expect(await checkLedger(database.db, pointsChecks)).toMatchObject({
        ok: true,
        problems: [],
      });
    },
  );

  it('the books check finds a balance that is not the sum of its entries', async () => {
    const tamper = (by: number) =>
      database.db.execute(
        sql`UPDATE point_balances SET balance = balance + ${by} WHERE member_id = ${ana}`,
      );
    await tamper(1);
    expect((await checkLedger(database.db, pointsChecks)).problems).toEqual([
      {
        kind: 'POINTS_BALANCE_DIFFERS',
        detail: `member ${ana} has 701 hundredths of points, but their entries add up to 700 and the last left 700`,
      },
    ]);
    await tamper(-1);
  });
});
