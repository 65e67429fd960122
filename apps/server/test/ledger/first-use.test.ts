import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';
import {
  account,
  balanceOf,
  checkLedger,
  inTransaction,
  lockOrder,
  move,
  type Posting,
  post,
  SYSTEM_SHARDS,
} from '../../src/modules/ledger/index.ts';
import { openTestDatabase } from '../helpers/database.ts';

/**
 * Accounts are created by the first posting that uses them. On PostgreSQL, in READ
 * COMMITTED, several postings reaching a fresh account at once must all succeed: one
 * creates the row and the others, whose snapshots may predate it, must still find and
 * change it, never mistake it for a refused debit (WALLET_INSUFFICIENT_FUNDS).
 * On PGlite (one connection) the postings run one after another and this simply passes.
 */
let database: Database;

const run = (p: Posting) => inTransaction(database.db, (tx) => post(tx, p));

/** `n` members written straight to the table: their accounts do not exist yet. */
async function freshMembers(n: number, tag: string): Promise<number[]> {
  const rows = rowsOf<{ id: string }>(
    await database.db.execute(sql`INSERT INTO members (account, password_hash)
      SELECT ${tag} || g, 'not-a-password-hash' FROM generate_series(1, ${n}) g RETURNING id`),
  );
  return rows.map((r) => Number(r.id));
}

/** Runs `count` postings of one member at once and fails with every error they gave. */
async function allAtOnce(count: number, posting: (i: number) => Posting) {
  const results = await Promise.allSettled(
    Array.from({ length: count }, (_, i) => run(posting(i))),
  );
  const errors = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
  expect(errors).toEqual([]);
}

/** What all shards of a system account hold together. */
async function systemTotal(kind: string): Promise<bigint> {
  const [row] = rowsOf<{ total: string }>(
    await database.db.execute(sql`SELECT coalesce(sum(balance), 0) AS total
      FROM ledger_accounts WHERE member_id IS NULL AND kind = ${kind}`),
  );
  return BigInt(String(row?.total ?? 0));
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the first postings to fresh accounts', () => {
  it('concurrent first credits to a fresh player account and system shard all succeed', async () => {
    const members = await freshMembers(24, 'first-credit');
    for (const m of members) {
      await allAtOnce(8, (i) => ({
        key: `test:first-credit:${m}:${i}`,
        type: 'DEPOSIT',
        memberId: m,
        entries: move(account.paymentClearing(m), account.main(m), 100n),
      }));
      expect(await balanceOf(database.db, account.main(m))).toBe(800n);
    }
    expect(await systemTotal('PAYMENT_CLEARING')).toBe(-800n * 24n);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('concurrent bets of different players crediting a fresh house shard all succeed', async () => {
    // Members whose ids fall into the same shard, so their bets share one house account.
    const members = await freshMembers(SYSTEM_SHARDS * 8, 'first-house');
    const byShard = new Map<string, number[]>();
    for (const m of members) {
      const shard = lockOrder(account.house(m));
      byShard.set(shard, [...(byShard.get(shard) ?? []), m]);
    }
    const groups = [...byShard.values()].slice(0, 6);
    for (const group of groups) {
      for (const m of group) {
        await run({
          key: `test:first-house:${m}:deposit`,
          type: 'DEPOSIT',
          memberId: m,
          entries: move(account.paymentClearing(m), account.main(m), 100n),
        });
      }
      await allAtOnce(group.length, (i) => {
        const m = group[i] as number;
        return {
          key: `test:first-house:${m}:bet`,
          type: 'BET',
          memberId: m,
          entries: move(account.main(m), account.house(m), 100n),
        };
      });
      expect(await balanceOf(database.db, account.house(group[0] as number))).toBe(
        100n * BigInt(group.length),
      );
    }
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('a refused first debit leaves no account behind, and the next posting still finds its accounts', async () => {
    const [m] = await freshMembers(1, 'refused-first');
    const member = m as number;
    const bet = (key: string) =>
      run({
        key,
        type: 'BET',
        memberId: member,
        entries: move(account.main(member), account.house(member), 100n),
      });
    // The bet creates the player's account at zero, is refused, and rolls the account back:
    // an id remembered from it now names no account.
    await expect(bet('test:refused-first:1')).rejects.toMatchObject({
      code: 'WALLET_INSUFFICIENT_FUNDS',
      extra: { details: { balance: 0 } },
    });
    const accounts = rowsOf(
      await database.db.execute(sql`SELECT id FROM ledger_accounts WHERE member_id = ${member}`),
    );
    expect(accounts).toEqual([]);
    await run({
      key: 'test:refused-first:deposit',
      type: 'DEPOSIT',
      memberId: member,
      entries: move(account.paymentClearing(member), account.main(member), 100n),
    });
    await bet('test:refused-first:1');
    expect(await balanceOf(database.db, account.main(member))).toBe(0n);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('keeps the accounts of two databases in one process apart', async () => {
    const [m] = await freshMembers(1, 'two-databases');
    const member = m as number;
    const other = await openTestDatabase();
    try {
      await other.db.execute(sql`INSERT INTO members (account, password_hash)
        SELECT 'other' || g, 'not-a-password-hash' FROM generate_series(1, ${member}) g`);
      const deposit = (db: Database, amount: bigint) =>
        inTransaction(db.db, (tx) =>
          post(tx, {
            key: `test:two-databases:${amount}`,
            type: 'DEPOSIT',
            memberId: member,
            entries: move(account.paymentClearing(member), account.main(member), amount),
          }),
        );
      // The other database is new, so the same accounts get other ids there.
      await deposit(database, 5n);
      await deposit(other, 11n);
      await deposit(database, 13n);
      await deposit(other, 17n);
      expect(await balanceOf(database.db, account.main(member))).toBe(18n);
      expect(await balanceOf(other.db, account.main(member))).toBe(28n);
      expect((await checkLedger(database.db)).ok).toBe(true);
      expect((await checkLedger(other.db)).ok).toBe(true);
    } finally {
      await other.close();
    }
  });
});
