import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/db/schema/index.ts';
import { memoryLimiter } from '../../src/plugins/rate-limit-flexible.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { limiterContract, rule } from './limiter-suite.ts';

describe('rate limits in memory (the embedded PGlite, one process)', () => {
  let t: TestApp;
  const limiter = memoryLimiter();
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  limiterContract(() => limiter);

  it.runIf(!process.env.DATABASE_URL)('the app on PGlite writes no counter rows', async () => {
    const r = rule({ points: 5, windowSec: 60 });
    await t.app.limiter.hit(r, 'app-key');
    await t.app.limiter.hit(r, 'app-key');
    expect(await t.app.limiter.peek(r, 'app-key')).toBe(2);
    expect(await t.database.db.select().from(rateLimits)).toEqual([]);
  });

  it('an IP limit answers 429 with the retry-after header and retryAfter', async () => {
    const ip = '198.51.100.77';
    const get = () =>
      t.app.inject({
        url: '/wps/captcha?key=limit-test-key-00000001',
        headers: { 'x-forwarded-for': ip },
      });
    // 30 captchas a minute per IP; the per-key 1 s throttle would answer first, so wait it out
    // by changing the key instead.
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({
        url: `/wps/captcha?key=limit-test-key-${String(i).padStart(8, '0')}`,
        headers: { 'x-forwarded-for': ip },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await get();
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(res.json().retryAfter).toBe(Number(res.headers['retry-after']));
  });
});
