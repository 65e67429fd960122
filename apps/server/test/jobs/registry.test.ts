import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntervalJob } from '../../src/jobs/job.ts';
import { type JobRegistry, jobLockKey } from '../../src/jobs/registry.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { cliAgainst } from '../helpers/cli.ts';
import { testBackends } from '../helpers/database.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A job that counts how many of its runs overlap, each run taking `ms`. */
function overlapProbe(name: string, placement: IntervalJob['placement'], ms = 150) {
  const seen = { active: 0, most: 0, runs: 0 };
  const job: IntervalJob = {
    kind: 'interval',
    name,
    summary: 'test probe',
    everyMs: 60_000,
    placement,
    run: async () => {
      seen.active++;
      seen.most = Math.max(seen.most, seen.active);
      seen.runs++;
      await sleep(ms);
      seen.active--;
      return 1;
    },
  };
  return { job, seen };
}

describe('the background jobs', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp();
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('are listed by `npm run operator -- jobs` with their schedule and where they run', async () => {
    const { code, out } = await cliAgainst(() => url)('jobs');
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines.map((l) => l.split('  ')[0])).toEqual([
      'cashier.auto-confirm',
      'play.recover-open-rounds',
      'crash.runner',
      'live.runner',
      'live.prune',
      'pvp.runner',
      'agent.settle-contracts',
      'lottery.draws',
      'sports.feed',
      'sports.settle',
      'sports.prune',
      'staff.prune',
      'promotions.accrual',
      'promotions.bonus-expiry',
      'promotions.auto-rebate',
      'promotions.referral-rewards',
    ]);
    expect(lines[0]).toMatch(/every 30 s {2}every instance {2}running$/);
    // The crash round is moved by the tests themselves: its runner is off here.
    expect(lines[2]).toMatch(/every instance {2}not running/);
    // So are the live tables' rounds, and their pruning of empty rounds.
    expect(lines[3]).toMatch(/every instance {2}not running/);
    expect(lines[4]).toMatch(/every 3600 s {2}one instance at a time {2}not running$/);
    // And the card rooms' hands.
    expect(lines[5]).toMatch(/every instance {2}not running/);
    expect(lines[6]).toMatch(/every 60 s {2}one instance at a time {2}not running$/);
    expect(lines[7]).toMatch(/every 2 s {2}one instance at a time {2}not running$/);
    // The sportsbook's feed and settlement: one instance at a time, moved by the tests.
    expect(lines[8]).toMatch(/every 2 s {2}one instance at a time {2}not running$/);
    expect(lines[9]).toMatch(/every 2 s {2}one instance at a time {2}not running$/);
    expect(lines[10]).toMatch(/every 3600 s {2}one instance at a time {2}not running$/);
    // The console's expired login steps and old sessions, pruned hourly by one instance.
    expect(lines[11]).toMatch(/every 3600 s {2}one instance at a time {2}not running$/);
    expect(lines[12]).toMatch(/every 10 s {2}one instance at a time {2}not running$/);
  });

  it('say why a job that runs in every instance may, and record each run and failure', async () => {
    const registry: JobRegistry = t.app.jobs;
    for (const job of registry.list()) {
      expect(job.placement === 'leader' || (job.why ?? '').length > 20).toBe(true);
    }
    const autoConfirm = registry.jobs.find((j) => j.name === 'cashier.auto-confirm');
    if (autoConfirm?.kind !== 'interval') throw new Error('auto-confirm is an interval job');
    expect(await registry.runOnce(autoConfirm)).toBe(0);
    const after = registry.list().find((j) => j.name === 'cashier.auto-confirm');
    expect(after).toMatchObject({ runs: 1, lastChanged: 0, lastError: null });
    expect(after?.lastRunAt).toBeInstanceOf(Date);

    const failing: IntervalJob = {
      ...autoConfirm,
      run: () => Promise.reject(new Error('database away')),
    };
    expect(await registry.runOnce(failing)).toBe(0);
    expect(registry.list().find((j) => j.name === 'cashier.auto-confirm')).toMatchObject({
      runs: 2,
      lastError: 'database away',
    });
  });

  it('give every job its own lock key', () => {
    const keys = new Set(t.app.jobs.jobs.map((j) => jobLockKey(j.name)));
    expect(keys.size).toBe(t.app.jobs.jobs.length);
  });
});

// Two instances on one PostgreSQL database: a leader job's run is made by one at a time.
describe.runIf(testBackends.includes('postgres'))('a leader job on two instances', () => {
  let first: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await buildTestApp({}, 'postgres');
    const { buildApp } = await import('../../src/app.ts');
    const { testConfig } = await import('../helpers/app.ts');
    second = await buildApp({ config: testConfig(), database: first.database });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('runs on one instance while the other stands aside; an every-instance job runs on both', async () => {
    const { JobRegistry } = await import('../../src/jobs/registry.ts');
    const leader = overlapProbe('test.leader', { on: 'leader' });
    const [a, b] = [first.app, second].map((app) => new JobRegistry(app, [leader.job]));
    const results = await Promise.all([a?.runOnce(leader.job), b?.runOnce(leader.job)]);
    expect(results.sort()).toEqual([1, null]);
    expect(leader.seen).toEqual({ active: 0, most: 1, runs: 1 });
    expect([...(a?.list() ?? []), ...(b?.list() ?? [])].map((s) => s.skipped).sort()).toEqual([
      0, 1,
    ]);

    const anywhere = overlapProbe('test.anywhere', { on: 'every-instance', why: 'a test probe' });
    const [c, d] = [first.app, second].map((app) => new JobRegistry(app, [anywhere.job]));
    await Promise.all([c?.runOnce(anywhere.job), d?.runOnce(anywhere.job)]);
    expect(anywhere.seen.runs).toBe(2);
    expect(anywhere.seen.most).toBe(2);
  });
});
