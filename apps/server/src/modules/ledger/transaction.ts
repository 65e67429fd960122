import type { Db, Tx } from '../../db/client.ts';
import { isRetryable } from '../../lib/db-errors.ts';

const ATTEMPTS = 4;

/**
 * Runs `work` in one database transaction. A deadlock or serialization failure rolled
 * everything back, so running the whole unit again is safe; anything else propagates.
 * Accounts are locked in one global order (see accounts.ts) so deadlocks should not
 * happen; this is the belt to those braces.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (attempt >= ATTEMPTS || !isRetryable(err)) throw err;
      await new Promise((r) => setTimeout(r, Math.random() * 20 * attempt));
    }
  }
}
