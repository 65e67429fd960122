import type { TxType } from '@gamehall/contract';
import type { Tx } from '../../db/client.ts';
import { runNamed } from '../../db/named.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import { requestHash } from '../../lib/request-hash.ts';
import { accountIds, forgetAccountIds } from './account-ids.ts';
import { type AccountRef, isSystem, lockOrder } from './accounts.ts';
import { type PostingRow, postingStatement, readPostingResult, type Step } from './posting-sql.ts';
import { balanceById, findByKey, insufficientFunds } from './repo.ts';

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
 * A posting checked and made ready to write: its entries in the global lock order (the
 * order accounts are locked in; the hash does not depend on the order the caller listed
 * them in), and its transaction row with the request hash a replay must match.
 */
export function postingRow(p: Posting): { ordered: Posting['entries']; row: PostingRow } {
  checkBalanced(p.entries);
  const ordered = [...p.entries].sort((x, y) => (lockOrder(x.ref) < lockOrder(y.ref) ? -1 : 1));
  const requestHashOf = requestHash(
    p.type,
    p.memberId,
    ordered.map((e) => [lockOrder(e.ref), e.amount]),
    p.fingerprint ?? null,
  );
  const row: PostingRow = {
    idemKey: p.key,
    requestHash: requestHashOf,
    type: p.type,
    memberId: p.memberId,
    reference: p.reference ?? null,
    remark: p.remark ?? null,
    meta: p.meta ?? null,
    memberNet: p.entries.reduce(
      (sum, e) => (!isSystem(e.ref) && e.ref.memberId === p.memberId ? sum + e.amount : sum),
      0n,
    ),
  };
  return { ordered, row };
}

/** Runs of the statement before giving up: a second one follows only a stale cached id. */
const ATTEMPTS = 3;

/**
 * Posts one double-entry transaction inside `tx`, exactly once per key. The key is
 * claimed first: a concurrent request with the same key waits on the unique index and
 * then finds it taken. Accounts are then changed in the global lock order, each player
 * debit guarded so the balance cannot go below zero (WALLET_INSUFFICIENT_FUNDS: the
 * caller's transaction rolls back, key included, so the request may be retried).
 *
 * The accounts are found (or created) first, by id from a per-database cache when it
 * can; the claim, the account changes and the entries are then one statement
 * (posting-sql.ts), so a posting costs one round trip on the common path.
 */
export async function post(tx: Tx, p: Posting): Promise<Posted> {
  const { ordered, row } = postingRow(p);
  const hash = row.requestHash;
  const refs = ordered.map((e) => e.ref);
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const ids = await accountIds(tx, refs, attempt > 1);
    const steps = ordered.map((e, i) => ({
      id: ids[i] as number,
      ref: e.ref,
      amount: e.amount,
      guarded: !isSystem(e.ref) && e.amount < 0n,
    }));
    const [answer] = rowsOf(await runNamed(tx, postingStatement(row, steps)));
    const result = readPostingResult(answer ?? {}, steps.length);
    if (!result.known) {
      forgetAccountIds(tx, refs);
      continue;
    }
    if (result.txId === null) return replay(tx, p.key, hash);
    const refused = result.balances.indexOf(null);
    if (refused >= 0) {
      const step = steps[refused] as Step;
      if (!step.guarded) throw new Error(`ledger account ${step.id} was not changed`);
      throw insufficientFunds(await balanceById(tx, step.id));
    }
    const balances = new Map(
      steps.map((s, i) => [lockOrder(s.ref), result.balances[i] as bigint] as const),
    );
    return { txId: result.txId, replayed: false, balances };
  }
  throw new Error(`ledger accounts of ${p.key} kept changing under ${ATTEMPTS} attempts`);
}

/** The key was used before: the first result when the request is the same, else 409. */
async function replay(tx: Tx, key: string, hash: string): Promise<Posted> {
  const first = await findByKey(tx, key);
  if (!first) throw new Error(`ledger key ${key} vanished`);
  if (first.requestHash !== hash) {
    throw new AppError(
      'IDEMPOTENCY_CONFLICT',
      'This request id was already used for a different request',
    );
  }
  return { txId: first.id, replayed: true, balances: new Map() };
}

/** A debit of `from` credited to `to`: the two-entry transaction most movements are. */
export function move(from: AccountRef, to: AccountRef, amount: bigint): Posting['entries'] {
  return [
    { ref: from, amount: -amount },
    { ref: to, amount },
  ];
}
