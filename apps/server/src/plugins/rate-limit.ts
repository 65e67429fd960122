import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { memoryLimiter, redisLimiter } from './rate-limit-flexible.ts';
import { tableLimiter } from './rate-limit-table.ts';

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
