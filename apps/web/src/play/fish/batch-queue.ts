import { storage } from '../../lib/storage.ts';
import { toMinor } from '../money.ts';

/** A bullet that reached a fish: a shot at its species with the cannon bet it was fired at. */
export interface QueuedShot {
  species: string;
  /** Major units, as the wire takes it. */
  bet: number;
  /** The fish on screen it hit (−1 once the page reloaded: that sea is gone). */
  fish: number;
}

/** Shots sent together under one requestId: the server answers them as one round. */
export interface Batch {
  requestId: string;
  shots: QueuedShot[];
}

/** What survives a reload: the batch not yet answered and the hits not yet batched. */
export interface SavedShots {
  pending: Batch | null;
  queued: QueuedShot[];
}

export interface ShotStore {
  load(): SavedShots | undefined;
  save(saved: SavedShots): void;
}

const REQUEST_ID = /^[\w-]{8,64}$/;

const isShot = (s: unknown): s is QueuedShot => {
  const shot = s as Partial<QueuedShot> | null;
  return typeof shot?.species === 'string' && typeof shot.bet === 'number' && shot.bet > 0;
};

/** Stored data is only trusted as far as it has the right shape (storage can be edited). */
function readSaved(raw: unknown, max: number): SavedShots {
  const saved = raw as Partial<SavedShots> | null;
  const shots = (list: unknown) =>
    (Array.isArray(list) ? list.filter(isShot) : []).map((s) => ({ ...s, fish: -1 }));
  const pending = saved?.pending;
  const pendingShots = shots(pending?.shots).slice(0, max);
  return {
    pending:
      typeof pending?.requestId === 'string' &&
      REQUEST_ID.test(pending.requestId) &&
      pendingShots.length > 0
        ? { requestId: pending.requestId, shots: pendingShots }
        : null,
    queued: shots(saved?.queued),
  };
}

/**
 * The session's shots in sessionStorage, by session id: a tab that reloads (or loses its
 * connection and comes back) sends the unanswered batch again under the same requestId,
 * so the server answers it once and no shot is lost or charged twice.
 */
export function sessionShotStore(sessionId: string, max: number): ShotStore {
  const key = `fish-shots:${sessionId}`;
  return {
    load: () => {
      const raw = storage.session.getJson<unknown>(key);
      return raw === undefined ? undefined : readSaved(raw, max);
    },
    save: (saved) => {
      if (!saved.pending && saved.queued.length === 0) storage.session.remove(key);
      else storage.session.setJson(key, saved);
    },
  };
}

/**
 * The shots on their way to the server, in order and one batch at a time: hits queue up,
 * `take` makes the next batch (at most `max` shots, a requestId made once for it) unless
 * one is already out, and that batch stays the one to send until the server answers or
 * refuses it. Timers and requests are the caller's (use-fish-batches.ts): this is the
 * bookkeeping only, so it can be tested without either.
 */
export class ShotQueue {
  private pending: Batch | null;
  private queued: QueuedShot[];
  private flying = false;

  constructor(
    private readonly max: number,
    private readonly store: ShotStore,
    private readonly makeId: () => string,
  ) {
    const saved = store.load();
    this.pending = saved?.pending ?? null;
    this.queued = saved?.queued ?? [];
  }

  private save() {
    this.store.save({ pending: this.pending, queued: this.queued });
  }

  add(shot: QueuedShot) {
    this.queued.push(shot);
    this.save();
  }

  /**
   * The batch to send now: the unanswered one again (same requestId), else a new one from
   * the oldest hits. Null while a batch is in flight or when nothing waits. The new batch
   * is stored before it is sent, so a reload during the request still knows its requestId.
   */
  take(): Batch | null {
    if (this.flying) return null;
    if (!this.pending) {
      if (this.queued.length === 0) return null;
      this.pending = { requestId: this.makeId(), shots: this.queued.slice(0, this.max) };
      this.queued = this.queued.slice(this.max);
      this.save();
    }
    this.flying = true;
    return this.pending;
  }

  /** The server answered the batch: it is settled, the next one may go. */
  answered(requestId: string) {
    if (this.pending?.requestId !== requestId) return;
    this.pending = null;
    this.flying = false;
    this.save();
  }

  /** No answer (network, 5xx): the batch may have been played, so it goes again as it is. */
  unanswered() {
    this.flying = false;
  }

  /**
   * The server refused the batch: nothing of it was charged, and the hits queued behind it
   * are dropped too (never sent, never charged). Returns the shots dropped.
   */
  refused(): QueuedShot[] {
    const dropped = [...(this.pending?.shots ?? []), ...this.queued];
    this.pending = null;
    this.queued = [];
    this.flying = false;
    this.save();
    return dropped;
  }

  get inFlight() {
    return this.flying;
  }

  /** Hits waiting behind the batch out (they cannot leave before it is answered). */
  get backlog() {
    return this.queued.length;
  }

  /** Every shot not answered yet: the batch out first, then the queued hits. */
  get unsettled(): readonly QueuedShot[] {
    return [...(this.pending?.shots ?? []), ...this.queued];
  }

  /** The bets of the unsettled shots, in minor units: what the balance has yet to lose. */
  get owedMinor() {
    return this.unsettled.reduce((sum, s) => sum + toMinor(s.bet), 0);
  }
}
