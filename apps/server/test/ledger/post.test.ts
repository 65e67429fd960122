import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';
import {
  account,
  checkLedger,
  inTransaction,
  lockOrder,
  move,
  type Posting,
  post,
} from '../../src/modules/ledger/index.ts';
import { insertTestMember } from '../helpers/accounts.ts';
import { openTestDatabase } from '../helpers/database.ts';

let database: Database;
let alice: number;
let bob: number;

const run = (p: Posting) => inTransaction(database.db, (tx) => post(tx, p));
const deposit = (memberId: number, amount: bigint, key: string) =>
  run({
    key,
    type: 'DEPOSIT',
    memberId,
    entries: move(account.paymentClearing(memberId), account.main(memberId), amount),
  });
const bet = (memberId: number, amount: bigint, key: string) =>
  run({
    key,
    type: 'BET',
    memberId,
    entries: move(account.main(memberId), account.house(memberId), amount),
  });

async function mainBalance(memberId: number): Promise<bigint> {
  const [row] = rowsOf<{ balance: string }>(
    await database.db.execute(
      sql`SELECT balance FROM ledger_accounts WHERE member_id = ${memberId} AND kind = 'MAIN'`,
    ),
  );
  return BigInt(row?.balance ?? 0);
}

const count = async (table: string) =>
  Number(
    rowsOf<{ n: string }>(
      await database.db.execute(sql.raw(`SELECT count(*) AS n FROM ${table}`)),
    )[0]?.n,
  );

beforeAll(async () => {
  database = await openTestDatabase();
  alice = await insertTestMember(database, { account: 'alice', password: 'Secret1!' });
  bob = await insertTestMember(database, { account: 'bob', password: 'Secret1!' });
});
afterAll(() => database.close());

describe('the ledger', () => {
  it('posts a deposit and a bet as balanced transactions with the balance after each entry', async () => {
    const d = await deposit(alice, 10_000n, 'test:alice:d1');
    expect(d.replayed).toBe(false);
    expect(d.balances.get(lockOrder(account.main(alice)))).toBe(10_000n);
    await bet(alice, 2_550n, 'test:alice:b1');
    expect(await mainBalance(alice)).toBe(7_450n);
    expect(await checkLedger(database.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('stores the reference, remark and meta of a transaction and each entry with its balance after', async () => {
    const posted = await run({
      key: 'test:alice:adjust',
      type: 'ADJUSTMENT',
      memberId: alice,
      reference: 'ticket-7',
      remark: 'goodwill',
      meta: { reason: 'outage', minutes: 12 },
      entries: move(account.house(alice), account.main(alice), 50n),
    });
    const [tx] = rowsOf(
      await database.db.execute(sql`SELECT idem_key, type, member_id, reference, remark, meta
        FROM ledger_transactions WHERE id = ${posted.txId}`),
    );
    expect(tx).toMatchObject({
      idem_key: 'test:alice:adjust',
      type: 'ADJUSTMENT',
      reference: 'ticket-7',
      remark: 'goodwill',
      meta: { reason: 'outage', minutes: 12 },
    });
    expect(Number(tx?.member_id)).toBe(alice);
    const entries = rowsOf<{ kind: string; amount: string; balance_after: string }>(
      await database.db.execute(sql`SELECT a.kind, e.amount, e.balance_after
        FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE e.tx_id = ${posted.txId} ORDER BY a.kind`),
    ).map((e) => [e.kind, BigInt(e.amount), BigInt(e.balance_after)]);
    expect(entries).toEqual([
      ['HOUSE', -50n, posted.balances.get(lockOrder(account.house(alice)))],
      ['MAIN', 50n, 7_500n],
    ]);
    await bet(alice, 50n, 'test:alice:adjust-back');
  });

  it('refuses a debit larger than the balance and stores nothing of it', async () => {
    const before = await count('ledger_transactions');
    await expect(bet(alice, 7_451n, 'test:alice:b2')).rejects.toMatchObject({
      code: 'WALLET_INSUFFICIENT_FUNDS',
      extra: { details: { balance: 74.5 } },
    });
    expect(await count('ledger_transactions')).toBe(before);
    expect(await mainBalance(alice)).toBe(7_450n);
    // The key was not used up: the same request may succeed once the money is there.
    await deposit(alice, 1n, 'test:alice:d2');
    await bet(alice, 7_451n, 'test:alice:b2');
    expect(await mainBalance(alice)).toBe(0n);
  });

  it('moves money once per key: a replay changes nothing; other data under the key is a conflict', async () => {
    const first = await deposit(bob, 5_000n, 'test:bob:d1');
    const again = await deposit(bob, 5_000n, 'test:bob:d1');
    expect(again).toMatchObject({ replayed: true, txId: first.txId });
    expect(await mainBalance(bob)).toBe(5_000n);
    await expect(deposit(bob, 5_001n, 'test:bob:d1')).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
      status: 409,
    });
    expect(await mainBalance(bob)).toBe(5_000n);
  });

  it('replays sent in parallel move the money exactly once', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => deposit(bob, 700n, 'test:bob:parallel')),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await mainBalance(bob)).toBe(5_700n);
  });

  it('50 simultaneous debits of the whole balance: exactly one succeeds, never below zero', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => bet(bob, 5_700n, `test:bob:race:${i}`)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected')
        expect(r.reason).toMatchObject({ code: 'WALLET_INSUFFICIENT_FUNDS' });
    }
    expect(await mainBalance(bob)).toBe(0n);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('refuses postings that do not balance, before touching the database', async () => {
    const before = await count('ledger_transactions');
    const lopsided: Posting = {
      key: 'test:bad',
      type: 'ADJUSTMENT',
      memberId: alice,
      entries: [
        { ref: account.main(alice), amount: 100n },
        { ref: account.house(alice), amount: -99n },
      ],
    };
    await expect(run(lopsided)).rejects.toThrow(/sum to 1/);
    await expect(run({ ...lopsided, entries: lopsided.entries.slice(0, 1) })).rejects.toThrow(
      /two entries/,
    );
    expect(await count('ledger_transactions')).toBe(before);
  });

  it('the database itself refuses a negative player balance', async () => {
    await expect(
      database.db.execute(
        sql`UPDATE ledger_accounts SET balance = -1 WHERE member_id = ${alice} AND kind = 'MAIN'`,
      ),
    ).rejects.toThrow();
  });

  it('the invariant check finds a tampered balance and lost money', async () => {
    await database.db.execute(
      sql`UPDATE ledger_accounts SET balance = balance + 1 WHERE member_id = ${bob} AND kind = 'MAIN'`,
    );
    const report = await checkLedger(database.db);
    expect(report.ok).toBe(false);
    expect(report.problems.map((p) => p.kind).sort()).toEqual([
      'BALANCE_DIFFERS_FROM_ENTRIES',
      'MONEY_NOT_CONSERVED',
    ]);
    await database.db.execute(
      sql`UPDATE ledger_accounts SET balance = balance - 1 WHERE member_id = ${bob} AND kind = 'MAIN'`,
    );
    expect((await checkLedger(database.db)).ok).toBe(true);
  });
});
