import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AccountRef, isSystem } from './accounts.ts';

function matches(ref: AccountRef) {
  const a = ledgerAccounts;
  return isSystem(ref)
    ? and(isNull(a.memberId), eq(a.kind, ref.kind), eq(a.shard, ref.shard))
    : and(eq(a.memberId, ref.memberId), eq(a.kind, ref.kind), eq(a.vendor, ref.vendor));
}

export function insufficientFunds(balance: bigint): AppError {
  return new AppError('WALLET_INSUFFICIENT_FUNDS', 'Insufficient balance', {
    details: { balance: Number(balance) / 100 },
  });
}

/**
 * Adds `amount` to an account (creating it on first credit) and returns its id and new
 * balance. A player account is guarded in the same statement: the update only happens
 * if the balance covers a debit, so concurrent debits can never take it below zero.
 */
export async function applyToAccount(
  q: Queryable,
  ref: AccountRef,
  amount: bigint,
): Promise<{ id: number; balance: bigint }> {
  const a = ledgerAccounts;
  const guard = !isSystem(ref) && amount < 0n ? gte(a.balance, -amount) : undefined;
  for (;;) {
    const [row] = await q
      .update(a)
      .set({ balance: sql`${a.balance} + ${amount}` })
      .where(and(matches(ref), guard))
      .returning({ id: a.id, balance: a.balance });
    if (row) return row;
    const [existing] = await q.select({ balance: a.balance }).from(a).where(matches(ref));
    if (existing) throw insufficientFunds(existing.balance);
    if (!isSystem(ref) && amount < 0n) throw insufficientFunds(0n);
    const [created] = await q
      .insert(a)
      .values(
        isSystem(ref)
          ? { kind: ref.kind, shard: ref.shard, balance: amount, allowNegative: true }
          : { kind: ref.kind, memberId: ref.memberId, vendor: ref.vendor, balance: amount },
      )
      .onConflictDoNothing()
      .returning({ id: a.id, balance: a.balance });
    if (created) return created;
    // Another transaction created it a moment ago: update the row it made.
  }
}

/** Inserts the transaction unless its key exists; null means the key was already used. */
export async function claimKey(
  q: Queryable,
  row: typeof ledgerTransactions.$inferInsert,
): Promise<number | null> {
  const [inserted] = await q
    .insert(ledgerTransactions)
    .values(row)
    .onConflictDoNothing({ target: ledgerTransactions.idemKey })
    .returning({ id: ledgerTransactions.id });
  return inserted?.id ?? null;
}

export async function findByKey(q: Queryable, key: string) {
  const [row] = await q
    .select({ id: ledgerTransactions.id, requestHash: ledgerTransactions.requestHash })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idemKey, key));
  return row ?? null;
}

export async function insertEntries(
  q: Queryable,
  txId: number,
  entries: { accountId: number; amount: bigint; balanceAfter: bigint }[],
) {
  await q.insert(ledgerEntries).values(entries.map((e) => ({ txId, ...e })));
}

/** Every account of a player with its balance. */
export async function playerAccounts(q: Queryable, memberId: number) {
  return q
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      vendor: ledgerAccounts.vendor,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.memberId, memberId));
}

/** The balance of one account (0 when it was never used). */
export async function balanceOf(q: Queryable, ref: AccountRef): Promise<bigint> {
  const [row] = await q
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(matches(ref));
  return row?.balance ?? 0n;
}
