import type { opsListJobs, ValueOf } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rowsOf } from '../db/rows.ts';
import { jobs as declaredJobs } from './index.ts';
import type { IntervalJob, Job } from './job.ts';

/**
 * What this instance knows of a job's runs (since it started): the answer of
 * `GET /ops/jobs`, with the moment of the last run as a Date until it is sent.
 */
export type JobStatus = Omit<ValueOf<typeof opsListJobs>['jobs'][number], 'lastRunAt'> & {
  lastRunAt: Date | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRegistry;
  }
}

/** A stable advisory-lock key per job name (PostgreSQL's bigint keyspace). */
export function jobLockKey(name: string): bigint {
  let h = 0xcbf29ce484222325n;
  for (const c of Buffer.from(`gamehall-job:${name}`)) {
    h ^= BigInt(c);
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return BigInt.asIntN(64, h);
}

const scheduleOf = (job: Job) =>
  job.kind === 'interval' ? `every ${Math.round(job.everyMs / 1000)} s` : job.schedule;

/**
 * The one place background jobs run (docs/architecture.md "Background jobs"): every job
 * of `jobs/index.ts` is started here, each run logged, and its status kept for
 * `GET /ops/jobs` (`npm run operator -- jobs`).
 */
export class JobRegistry {
  private readonly status = new Map<string, JobStatus>();
  private readonly stops: (() => Promise<void>)[] = [];

  constructor(
    private readonly app: FastifyInstance,
    readonly jobs: readonly Job[],
  ) {
    for (const job of jobs) {
      this.status.set(job.name, {
        name: job.name,
        summary: job.summary,
        schedule: scheduleOf(job),
        placement: job.placement.on,
        why: job.placement.on === 'every-instance' ? job.placement.why : null,
        running: false,
        runs: 0,
        skipped: 0,
        lastRunAt: null,
        lastChanged: null,
        lastError: null,
      });
    }
  }

  list(): JobStatus[] {
    return [...this.status.values()].map((s) => ({ ...s }));
  }

  start() {
    const inTests = this.app.config.env === 'test';
    for (const job of this.jobs) {
      if (inTests && job.offInTests) continue;
      const status = this.status.get(job.name) as JobStatus;
      status.running = true;
      if (job.kind === 'runner') {
        this.stops.push(job.start(this.app));
        continue;
      }
      const timer = setInterval(() => void this.runOnce(job), job.everyMs);
      timer.unref();
      this.stops.push(async () => clearInterval(timer));
    }
  }

  async stop() {
    await Promise.all(this.stops.splice(0).map((stop) => stop()));
    for (const s of this.status.values()) s.running = false;
  }

  /**
   * One run of an interval job, logged: under the job's advisory lock when it wants a
   * leader (on PostgreSQL; the embedded database serves one process, so it has none to
   * share with). Resolves to what it changed, or null when another instance had it.
   */
  async runOnce(job: IntervalJob): Promise<number | null> {
    const status = this.status.get(job.name) as JobStatus;
    const log = this.app.log.child({ job: job.name });
    const started = Date.now();
    try {
      const changed = await this.underPlacement(job);
      if (changed === null) {
        status.skipped++;
        log.debug('another instance is making this run');
        return null;
      }
      Object.assign(status, { runs: status.runs + 1, lastRunAt: new Date(started) });
      Object.assign(status, { lastChanged: changed, lastError: null });
      const ms = Date.now() - started;
      if (changed > 0) log.info({ changed, ms }, 'job run changed something');
      else log.debug({ ms }, 'job run: nothing to do');
      return changed;
    } catch (err) {
      Object.assign(status, { runs: status.runs + 1, lastRunAt: new Date(started) });
      status.lastError = err instanceof Error ? err.message : String(err);
      log.warn({ err }, 'job run failed; the next run tries again');
      return 0;
    }
  }

  private async underPlacement(job: IntervalJob): Promise<number | null> {
    const database = this.app.database;
    if (job.placement.on === 'every-instance' || database.kind !== 'postgres') {
      return job.run(this.app);
    }
    return database.db.transaction(async (tx) => {
      const [row] = rowsOf<{ got: boolean }>(
        await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${jobLockKey(job.name)}) AS got`),
      );
      return row?.got ? job.run(this.app) : null;
    });
  }
}

export default fp(
  async (app) => {
    const registry = new JobRegistry(app, declaredJobs);
    app.decorate('jobs', registry);
    app.addHook('onReady', async () => registry.start());
    app.addHook('onClose', async () => registry.stop());
  },
  { name: 'jobs', dependencies: ['settings'] },
);
