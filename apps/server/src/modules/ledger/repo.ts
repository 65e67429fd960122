import { and, eq, isNull, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { ledgerAccounts, ledgerTransactions } from '../../db/schema/ledger.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type AccountRef,
  isSystem,
  lockOrder,
  type PlayerKind,
  type SystemKind,
} from './accounts.ts';

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

/** The account a row is, as a key of `lockOrder` (unique per account). */
function refKeyOf(row: { kind: string; memberId: number | null; vendor: string; shard: number }) {
  return lockOrder(
    row.memberId === null
      ? { kind: row.kind as SystemKind, shard: row.shard }
      : { kind: row.kind as PlayerKind, memberId: row.memberId, vendor: row.vendor },
  );
}

/** The ids of those of `refs` whose accounts exist, by lockOrder(ref). */
export async function findAccountIds(
  q: Queryable,
  refs: AccountRef[],
): Promise<Map<string, number>> {
  const a = ledgerAccounts;
  const rows = await q
    .select({ id: a.id, kind: a.kind, memberId: a.memberId, vendor: a.vendor, shard: a.shard })
    .from(a)
    .where(or(...refs.map(matches)));
  return new Map(rows.map((r) => [refKeyOf(r), r.id]));
}

/**
 * Creates the accounts of `refs` at zero, in the global lock order; one that exists, or
 * that another transaction is creating, is left alone (after waiting for that
 * transaction, as the unique index makes it). System accounts may go below zero.
 */
export async function createAccounts(q: Queryable, refs: AccountRef[]) {
  const sorted = [...refs].sort((x, y) => (lockOrder(x) < lockOrder(y) ? -1 : 1));
  await q
    .insert(ledgerAccounts)
    .values(
      sorted.map((ref) =>
        isSystem(ref)
          ? { kind: ref.kind, shard: ref.shard, allowNegative: true }
          : { kind: ref.kind, memberId: ref.memberId, vendor: ref.vendor },
      ),
    )
    .onConflictDoNothing();
}

/** The balance of an account known by id. */
export async function balanceById(q: Queryable, id: number): Promise<bigint> {
  const [row] = await q
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, id));
  if (!row) throw new Error(`ledger account ${id} not found`);
  return row.balance;
}

/** The posting made under an idempotency key, if any. */
export async function findByKey(q: Queryable, key: string) {
  const [row] = await q
    .select({
      id: ledgerTransactions.id,
      requestHash: ledgerTransactions.requestHash,
      type: ledgerTransactions.type,
      meta: ledgerTransactions.meta,
    })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idemKey, key));
  return row ?? null;
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

/**
 * Every shard of a system account with its balance. With `lockWith`, they are locked FOR
 * UPDATE together with that house shard, all in the global lock order (HOUSE before the
 * others), so the caller's transaction can move what it read into the house and nobody
 * else can move it meanwhile.
 */
export async function systemShards(
  q: Queryable,
  kind: SystemKind,
  lockWith?: { houseShard: number },
) {
  const a = ledgerAccounts;
  if (!lockWith) {
    return q
      .select({ shard: a.shard, balance: a.balance })
      .from(a)
      .where(and(isNull(a.memberId), eq(a.kind, kind)))
      .orderBy(a.shard);
  }
  const rows = await q
    .select({ kind: a.kind, shard: a.shard, balance: a.balance })
    .from(a)
    .where(
      and(
        isNull(a.memberId),
        or(eq(a.kind, kind), and(eq(a.kind, 'HOUSE'), eq(a.shard, lockWith.houseShard))),
      ),
    )
    .orderBy(a.kind, a.shard)
    .for('update');
  return rows.filter((r) => r.kind === kind).map(({ shard, balance }) => ({ shard, balance }));
}
