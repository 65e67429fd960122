import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { limiterContract, rule } from './limiter-suite.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `gh-test-${randomBytes(4).toString('hex')}:`;

describe('rate limits in Redis (REDIS_URL)', () => {
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    t = await buildTestApp({ REDIS_URL, REDIS_KEY_PREFIX: prefix });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await t.close();
  });

  limiterContract(() => t.app.limiter);

  it('counts in Redis under the prefix, not in the table', async () => {
    const r = rule({ points: 5, windowSec: 60 });
    await t.app.limiter.hit(r, 'k');
    expect(await redis.get(`${prefix}rl:${r.name}:k`)).toBe('1');
    expect(await t.database.db.select().from(rateLimits)).toEqual([]);
  });
});
