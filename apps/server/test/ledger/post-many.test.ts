import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';
import {
  account,
  balanceOf,
  checkLedger,
  inTransaction,
  move,
  type Posting,
  post,
  postMany,
} from '../../src/modules/ledger/index.ts';
import { insertTestMember } from '../helpers/accounts.ts';
import { openTestDatabase, testBackends } from '../helpers/database.ts';

describe.each(testBackends)('posting many transactions at once on %s (decision 031)', (backend) => {
  let database: Database;
  let a: number;
  let b: number;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
    a = await insertTestMember(database, { account: `pma${backend}`, password: 'Secret1!' });
    b = await insertTestMember(database, { account: `pmb${backend}`, password: 'Secret1!' });
  });
  afterAll(() => database?.close());

  const win = (key: string, memberId: number, amount: bigint): Posting => ({
    key,
    type: 'WIN',
    memberId,
    reference: key,
    entries: move(account.house(memberId), account.main(memberId), amount),
  });

  it('posts each transaction once, with running balances and day figures as single postings would leave', async () => {
    await inTransaction(database.db, (tx) =>
      post(tx, {
        key: 'pm-deposit',
        type: 'DEPOSIT',
        memberId: a,
        entries: move(account.paymentClearing(a), account.main(a), 1_000n),
      }),
    );
    // Two wins of one player and one of another in one statement: the player's main wallet
    // appears twice and must read 1,100 then 1,350 after its entries.
    const posted = await inTransaction(database.db, (tx) =>
      postMany(tx, [win('pm-1', a, 100n), win('pm-2', b, 70n), win('pm-3', a, 250n)]),
    );
    expect(posted).toBe(3);
    const entries = rowsOf<{ amount: string; balance_after: string }>(
      await database.db.execute(sql`SELECT e.amount, e.balance_after FROM ledger_entries e
        JOIN ledger_accounts acc ON acc.id = e.account_id
        WHERE acc.member_id = ${a} AND acc.kind = 'MAIN' ORDER BY e.id`),
    );
    expect(entries.map((e) => [BigInt(e.amount), BigInt(e.balance_after)])).toEqual([
      [1_000n, 1_000n],
      [100n, 1_100n],
      [250n, 1_350n],
    ]);
    expect(await balanceOf(database.db, account.main(b))).toBe(70n);
    const days = rowsOf<{ count: number; amount: string }>(
      await database.db.execute(sql`SELECT count, amount FROM ledger_member_days
        WHERE member_id = ${a} AND type = 'WIN'`),
    );
    expect(days.map((d) => [Number(d.count), BigInt(d.amount)])).toEqual([[2, 350n]]);
    expect(await checkLedger(database.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('refuses a key used before and a player debit, moving nothing', async () => {
    const again = inTransaction(database.db, (tx) =>
      postMany(tx, [win('pm-4', a, 5n), win('pm-1', a, 100n)]),
    );
    await expect(again).rejects.toThrow(/used before/);
    const debit = inTransaction(database.db, (tx) =>
      postMany(tx, [
        {
          key: 'pm-5',
          type: 'BET',
          memberId: a,
          entries: move(account.main(a), account.house(a), 5n),
        },
      ]),
    );
    await expect(debit).rejects.toThrow(/no player debits/);
    expect(await balanceOf(database.db, account.main(a))).toBe(1_350n);
    expect(await checkLedger(database.db)).toMatchObject({ ok: true, problems: [] });
  });
});
