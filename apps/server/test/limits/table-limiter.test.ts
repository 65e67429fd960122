import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/db/schema/index.ts';
import type { Limiter } from '../../src/lib/platform-types.ts';
import { tableLimiter } from '../../src/plugins/rate-limit-table.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { limiterContract, rule } from './limiter-suite.ts';

describe('rate limits in the rate_limits table (PostgreSQL without REDIS_URL)', () => {
  let t: TestApp;
  let limiter: Limiter;
  beforeAll(async () => {
    t = await buildTestApp();
    limiter = tableLimiter(t.database.db);
  });
  afterAll(() => t.close());

  limiterContract(() => limiter);

  it('keys are "rule name:key", one row each', async () => {
    const r = rule({ points: 5, windowSec: 60 });
    await limiter.hit(r, '203.0.113.7');
    await limiter.hit(r, '203.0.113.7');
    const rows = await t.database.db.select().from(rateLimits);
    expect(rows.filter((row) => row.key === `${r.name}:203.0.113.7`)).toMatchObject([
      { count: 2, blockedUntil: null },
    ]);
  });

  it.runIf(process.env.DATABASE_URL)('the app on PostgreSQL counts in the table', async () => {
    const r = rule({ points: 5, windowSec: 60 });
    await t.app.limiter.hit(r, 'app-key');
    const rows = await t.database.db.select().from(rateLimits);
    expect(rows.some((row) => row.key === `${r.name}:app-key`)).toBe(true);
  });
});
