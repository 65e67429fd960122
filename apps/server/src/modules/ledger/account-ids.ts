import type { Tx } from '../../db/client.ts';
import { type AccountRef, lockOrder } from './accounts.ts';
import { createAccounts, findAccountIds } from './repo.ts';

/**
 * Account ids by lockOrder(ref), remembered per database so a posting need not look its
 * accounts up each time (an account's id never changes once made). Drizzle makes the
 * `_.schema` object once per database handle and shares it with every transaction of
 * that handle, so it tells databases apart (tests open many in one process).
 *
 * An id may still be wrong for the transaction that reads it: its account may have been
 * created by a transaction that has not committed, or that rolled back. The posting
 * statement therefore checks every id against its account before moving anything
 * (posting-sql.ts), and the caller asks again with `fresh` when the check fails.
 */
const caches = new WeakMap<object, Map<string, number>>();
/** Bounded so a long-running server with many players does not grow without end. */
const CACHE_LIMIT = 100_000;

function cacheOf(tx: Tx): Map<string, number> | null {
  const handle = tx._.schema;
  if (!handle) return null;
  let cache = caches.get(handle);
  if (!cache) {
    cache = new Map();
    caches.set(handle, cache);
  }
  return cache;
}

function remember(cache: Map<string, number> | null, key: string, id: number) {
  if (!cache) return;
  if (cache.size >= CACHE_LIMIT) {
    // Maps iterate in insertion order: drop the oldest entry.
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(key, id);
}

/** Times the lookup runs before giving up: each further round means another race lost. */
const ATTEMPTS = 3;

/**
 * The ids of the accounts of `refs`, in the same order, creating the missing ones at
 * zero. `fresh` skips the cache (after the posting found a remembered id wrong).
 * Each lookup is its own statement: in READ COMMITTED it sees the accounts other
 * transactions committed before it started, including one this transaction's insert
 * just waited for.
 */
export async function accountIds(tx: Tx, refs: AccountRef[], fresh = false): Promise<number[]> {
  const cache = cacheOf(tx);
  const keys = refs.map(lockOrder);
  const ids = keys.map((k) => (fresh ? undefined : cache?.get(k)));
  for (let attempt = 1; ids.includes(undefined); attempt++) {
    if (attempt > ATTEMPTS) throw new Error(`ledger accounts ${keys.join(', ')} not found`);
    const missing = refs.filter((_, i) => ids[i] === undefined);
    // After the first look, create what is still missing; the next look then finds it.
    if (attempt > 1) await createAccounts(tx, missing);
    const found = await findAccountIds(tx, missing);
    keys.forEach((k, i) => {
      const id = found.get(k);
      if (ids[i] !== undefined || id === undefined) return;
      ids[i] = id;
      remember(cache, k, id);
    });
  }
  return ids as number[];
}

/** Forgets remembered ids the posting statement found wrong. */
export function forgetAccountIds(tx: Tx, refs: AccountRef[]) {
  const cache = cacheOf(tx);
  for (const ref of refs) cache?.delete(lockOrder(ref));
}
