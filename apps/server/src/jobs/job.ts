import type { FastifyInstance } from 'fastify';

/**
 * How a job may run when several instances serve one database (docs/architecture.md
 * "Background jobs"): `leader` — one instance at a time makes each run (a
 * transaction-scoped advisory lock, taken or skipped); `every-instance` — each change
 * the run makes is guarded or keyed so it happens once whoever makes it, which `why`
 * says.
 */
export type JobPlacement = { on: 'leader' } | { on: 'every-instance'; why: string };

interface JobBase {
  /** `area.what`, e.g. `cashier.auto-confirm`: the name the operator sees. */
  name: string;
  summary: string;
  placement: JobPlacement;
  /** Off while tests run (they move it themselves at the moments they choose). */
  offInTests?: boolean;
}

/** A run every `everyMs`; resolves to how many things it changed (0: nothing to do). */
export interface IntervalJob extends JobBase {
  kind: 'interval';
  everyMs: number;
  run(app: FastifyInstance): Promise<number>;
}

/**
 * A job that times itself (the crash round sleeps until its next change is due): the
 * registry starts it and stops it; it answers how to stop it.
 */
export interface RunnerJob extends JobBase {
  kind: 'runner';
  schedule: string;
  start(app: FastifyInstance): () => Promise<void>;
}

export type Job = IntervalJob | RunnerJob;
