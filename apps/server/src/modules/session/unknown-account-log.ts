import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { authAudit } from '../../db/schema/session.ts';
import type { AuthEvent } from './repo.ts';

/** Written at least this often, and at once when this many are waiting. */
const FLUSH_MS = 250;
const MAX_ROWS = 200;

/**
 * Failed logins for accounts that do not exist: anyone can make these without limit (every
 * made-up name is a new account to the per-account guard), and one INSERT each would let a
 * flood of them spend the database — on the embedded PGlite, the very event loop that
 * serves the lobby (decision 014). So they are written together, one INSERT per batch, each
 * row with the moment it happened. They are on no player's security log; a kill -9 loses at
 * most the last quarter second of them, a normal stop none.
 */
export class UnknownAccountLog {
  private rows: (typeof authAudit.$inferInsert)[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Queryable,
    private readonly log: FastifyBaseLogger,
    private readonly flushMs = FLUSH_MS,
  ) {}

  add(e: Omit<AuthEvent, 'memberId'>): void {
    this.rows.push({
      memberId: null,
      event: e.event,
      ip: e.ip ?? null,
      userAgent: e.userAgent ?? null,
      detail: e.detail ?? null,
      at: new Date(),
    });
    if (this.rows.length >= MAX_ROWS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushMs).unref();
  }

  /** Writes what is waiting; resolves when it (and any write before it) is in. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.rows.splice(0);
    if (batch.length > 0) {
      this.writing = this.writing.then(() =>
        this.db
          .insert(authAudit)
          .values(batch)
          .then(
            () => undefined,
            (err: unknown) => this.log.error({ err, rows: batch.length }, 'auth audit batch lost'),
          ),
      );
    }
    return this.writing;
  }
}
