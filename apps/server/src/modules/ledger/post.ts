import { createHash } from 'node:crypto';
import type { TxType } from '@gamehall/contract';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AccountRef, lockOrder } from './accounts.ts';
import { applyToAccount, claimKey, findByKey, insertEntries } from './repo.ts';

export interface Posting {
  /** Idempotency key, unique over the whole ledger (callers prefix their scope). */
  key: string;
  type: TxType;
  /** The player it belongs to, for the records (null for pure house movements). */
  memberId: number | null;
  reference?: string | null;
  remark?: string | null;
  meta?: Record<string, string | number> | null;
  entries: { ref: AccountRef; amount: bigint }[];
  /** Data that must match on a replay besides the entries (e.g. a withdrawal's account). */
  fingerprint?: unknown;
}

export interface Posted {
  txId: number;
  /** True when the key was used before: nothing moved this time. */
  replayed: boolean;
  /** Balance after this transaction, by lockOrder(ref) (empty on a replay). */
  balances: Map<string, bigint>;
}

function requestHash(p: Posting): string {
  const entries = p.entries
    .map((e) => [lockOrder(e.ref), e.amount.toString()] as const)
    .sort((x, y) => (x[0] < y[0] ? -1 : 1));
  const text = JSON.stringify([p.type, p.memberId, entries, p.fingerprint ?? null]);
  return createHash('sha256').update(text).digest('hex');
}

function checkBalanced(entries: Posting['entries']) {
  if (entries.length < 2) throw new Error('a ledger transaction needs two entries or more');
  const seen = new Set<string>();
  let sum = 0n;
  for (const e of entries) {
    if (e.amount === 0n) throw new Error('a ledger entry cannot be zero');
    const k = lockOrder(e.ref);
    if (seen.has(k)) throw new Error(`account ${k} appears twice in one transaction`);
    seen.add(k);
    sum += e.amount;
  }
  if (sum !== 0n) throw new Error(`ledger entries sum to ${sum}, not zero`);
}

/**
 * Posts one double-entry transaction inside `tx`, exactly once per key. The key is
 * claimed first: a concurrent request with the same key waits on the unique index and
 * then finds it taken. Accounts are then changed in the global lock order, each player
 * debit guarded so the balance cannot go below zero (WALLET_INSUFFICIENT_FUNDS rolls
 * the whole transaction back, key included, so the request may be retried).
 */
export async function post(tx: Tx, p: Posting): Promise<Posted> {
  checkBalanced(p.entries);
  const hash = requestHash(p);
  const txId = await claimKey(tx, {
    idemKey: p.key,
    requestHash: hash,
    type: p.type,
    memberId: p.memberId,
    reference: p.reference ?? null,
    remark: p.remark ?? null,
    meta: p.meta ?? null,
  });
  if (txId === null) {
    const first = await findByKey(tx, p.key);
    if (!first) throw new Error(`ledger key ${p.key} vanished`);
    if (first.requestHash !== hash) {
      throw new AppError(
        'IDEMPOTENCY_CONFLICT',
        'This request id was already used for a different request',
      );
    }
    return { txId: first.id, replayed: true, balances: new Map() };
  }
  const ordered = [...p.entries].sort((x, y) => (lockOrder(x.ref) < lockOrder(y.ref) ? -1 : 1));
  const balances = new Map<string, bigint>();
  const rows: { accountId: number; amount: bigint; balanceAfter: bigint }[] = [];
  for (const e of ordered) {
    const acct = await applyToAccount(tx, e.ref, e.amount);
    balances.set(lockOrder(e.ref), acct.balance);
    rows.push({ accountId: acct.id, amount: e.amount, balanceAfter: acct.balance });
  }
  await insertEntries(tx, txId, rows);
  return { txId, replayed: false, balances };
}

/** A debit of `from` credited to `to`: the two-entry transaction most movements are. */
export function move(from: AccountRef, to: AccountRef, amount: bigint): Posting['entries'] {
  return [
    { ref: from, amount: -amount },
    { ref: to, amount },
  ];
}
