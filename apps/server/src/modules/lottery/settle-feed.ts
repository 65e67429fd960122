import type { Db } from '../../db/client.ts';
import { inTransaction } from '../ledger/index.ts';
import { type BetToSettle, betsToSettle } from './bets-repo.ts';

/**
 * A draw's bets still to settle, read in id order in batches of one chunk per lane and
 * shared out to the lanes by member id (a lane takes the members whose id is its number
 * modulo the lanes), so that the transactions of two lanes never touch one member's
 * accounts. One reader serves every lane: a filter on the member id in a query per lane
 * leaves the planner guessing a handful of rows and scanning the whole table per chunk.
 * Open bets first, then those an earlier revision of the result settled.
 */
export class SettleFeed {
  private readonly queues: BetToSettle[][];
  private after = 0;
  private again = false;
  private done = false;
  private reading: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly draw: { id: number; revision: number },
    private readonly lanes: number,
    private readonly chunk: number,
  ) {
    this.queues = Array.from({ length: lanes }, () => []);
  }

  /** Up to one chunk of the lane's bets; none when the draw has no more for it. */
  async take(lane: number): Promise<BetToSettle[]> {
    const queue = this.queues[lane] as BetToSettle[];
    while (queue.length < this.chunk && !this.done) await this.readNext();
    const bets = queue.splice(0, this.chunk);
    // The next batch is read while this chunk settles, so the lanes seldom wait for it
    // (unless a slower lane has a batch's worth waiting: what is read stays bounded).
    const queued = this.queues.reduce((n, q) => n + q.length, 0);
    if (queue.length < this.chunk && queued < this.chunk * this.lanes && !this.done) {
      void this.readNext().catch(() => {});
    }
    return bets;
  }

  /** Reads the next batch, or waits for the one being read. */
  private readNext() {
    this.reading ??= this.read().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  private async read() {
    const limit = this.chunk * this.lanes;
    const { id: drawId, revision } = this.draw;
    const o = { drawId, revision, again: this.again, after: this.after, limit };
    const rows = await inTransaction(this.db, (tx) => betsToSettle(tx, o));
    for (const bet of rows) this.queues[bet.memberId % this.lanes]?.push(bet);
    this.after = rows.at(-1)?.id ?? this.after;
    if (rows.length === limit) return;
    if (this.again) this.done = true;
    else [this.again, this.after] = [true, 0];
  }
}
