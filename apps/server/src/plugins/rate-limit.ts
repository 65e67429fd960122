import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.ts';
import type { LimitRule } from '../lib/platform-types.ts';
import { memoryLimiter, redisLimiter } from './rate-limit-flexible.ts';
import { tableLimiter } from './rate-limit-table.ts';

/** The 429 of a rule; the envelope plugin turns retryAfter into the retry-after header. */
export function tooMany(rule: LimitRule, retryAfter: number) {
  return new AppError(
    'TOO_MANY_REQUESTS',
    rule.message ?? 'Too many requests, please try again later',
    { retryAfter },
  );
}

/**
 * `app.limiter`: Redis when REDIS_URL is set (shared by every instance, no database
 * writes on hot paths); else on PostgreSQL the `rate_limits` table, just as correct
 * across instances; else (the embedded PGlite, one process by design) memory.
 */
export default fp(
  async (app) => {
    const url = app.config.redisUrl;
    if (!url) {
      const postgres = app.database.kind === 'postgres';
      app.decorate('limiter', postgres ? tableLimiter(app.database.db) : memoryLimiter());
      return;
    }
    // A few retries, then the hit fails (500) rather than hanging the request.
    const client = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5000 });
    client.on('error', (err) => app.log.warn({ err }, 'redis (rate limits)'));
    app.decorate('limiter', redisLimiter(client, app.config.redisKeyPrefix));
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
  },
  { name: 'rate-limit' },
);
