import type { Redis } from 'ioredis';
import {
  type IRateLimiterOptions,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { tooMany } from '../lib/app-error.ts';
import type { Limiter, LimitRule } from '../lib/platform-types.ts';

const secs = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

type Store = (options: IRateLimiterOptions) => RateLimiterMemory | RateLimiterRedis;

/** One rate-limiter-flexible limiter per rule, whatever store keeps its counters. */
function flexibleLimiter(store: Store, prefix: string): Limiter {
  const limiters = new Map<string, RateLimiterMemory | RateLimiterRedis>();
  const of = (rule: LimitRule) => {
    const id = `${rule.name}/${rule.points}/${rule.windowSec}/${rule.blockSec ?? 0}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = store({
        keyPrefix: `${prefix}rl:${rule.name}`,
        points: rule.points,
        duration: rule.windowSec,
        blockDuration: rule.blockSec ?? 0,
      });
      limiters.set(id, limiter);
    }
    return limiter;
  };

  async function take(rule: LimitRule, key: string) {
    try {
      return (await of(rule).consume(key)).consumedPoints;
    } catch (err) {
      // A RateLimiterRes is the refusal; anything else is the store failing, which must surface.
      if (err instanceof RateLimiterRes) throw tooMany(rule, secs(err.msBeforeNext));
      throw err;
    }
  }

  return {
    take,
    async hit(rule, key) {
      await take(rule, key);
    },
    async giveBack(rule, key) {
      const res = await of(rule).get(key);
      if (res && res.consumedPoints > 0) await of(rule).reward(key, 1);
    },
    async peek(rule, key) {
      return (await of(rule).get(key))?.consumedPoints ?? 0;
    },
    async check(rule, key) {
      const res = await of(rule).get(key);
      if (res && res.consumedPoints >= rule.points) throw tooMany(rule, secs(res.msBeforeNext));
    },
    async reset(rule, key) {
      await of(rule).delete(key);
    },
  };
}

/**
 * Counters in Redis (an atomic Lua increment per hit), for instances that share a Redis.
 * Keys: `${prefix}rl:${rule.name}:${key}`.
 */
export function redisLimiter(client: Redis, prefix: string): Limiter {
  return flexibleLimiter(
    (options) => new RateLimiterRedis({ ...options, storeClient: client }),
    prefix,
  );
}

/**
 * Counters in this process's memory, for the embedded PGlite: its data directory belongs
 * to one process, so there is no other instance to share them with, and a login flood's
 * counters then cost no database writes in the event loop that serves the site
 * (decision 014). A restart forgets them.
 */
export function memoryLimiter(): Limiter {
  return flexibleLimiter((options) => new RateLimiterMemory(options), '');
}
