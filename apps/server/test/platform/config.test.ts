import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from '../../src/config.ts';

describe('configuration from the environment', () => {
  it('gives working defaults for a fresh machine', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toBe(path.join(repoRoot, 'data'));
  });

  it('reads the documented variables', () => {
    const c = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://u@db:5432/x',
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
    });
    expect(c).toMatchObject({ port: 9000, logLevel: 'warn' });
    expect(typeof c.trustProxy).toBe('function');
    expect(c.databaseUrl).toBe('postgres://u@db:5432/x');
  });

  it('bounds costly work and hides development helpers in production by default', () => {
    const dev = loadConfig({});
    expect(dev.passwordPool.threads).toBeGreaterThanOrEqual(1);
    expect(dev).toMatchObject({ docs: true, budgets: { login: 200, decrypt: 200 } });
    expect(dev.passwordPool.queue).toBe(32);
    expect(loadConfig({ NODE_ENV: 'production' }).docs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DOCS: 'true' }).docs).toBe(true);
    // The demo agent tree (known passwords, money) only in development, or when asked.
    expect(dev.demoAgents).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demoAgents).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DEMO_AGENTS: 'true' }).demoAgents).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).demoAgents).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_AGENTS: 'true' })).toThrow(
      /demo agent tree is for development, never production/,
    );
    // Made-up regional lottery results (decision 032): outside production only.
    expect(dev.lotteryDemoResults).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).lotteryDemoResults).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', LOTTERY_DEMO_RESULTS: 'true' })).toThrow(
      /made-up lottery results are for development, never production/,
    );
    // The sportsbook's demo feed, whose seed decides its matches (decision 037): likewise.
    expect(dev.sportsDemoFeed).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).sportsDemoFeed).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', SPORTS_DEMO_FEED: 'true' })).toThrow(
      /made-up matches are for development, never production/,
    );
    const set = loadConfig({ PASSWORD_THREADS: '3', PASSWORD_QUEUE: '8', DECRYPT_BUDGET: '50' });
    expect(set).toMatchObject({ passwordPool: { threads: 3, queue: 8 }, budgets: { decrypt: 50 } });
  });

  it('takes trusted proxies as their addresses, never everybody', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    const list = loadConfig({ TRUST_PROXY: '10.0.0.0/8,loopback' }).trustProxy;
    if (typeof list !== 'function') throw new Error('expected a test of the proxy address');
    expect([list('10.9.8.7', 0), list('127.0.0.1', 0), list('203.0.113.9', 0)]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid PORT \("abc"\): /],
    [{ PORT: '70000' }, /^Invalid PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid DATABASE_URL .*postgres:\/\//],
    [{ LOG_LEVEL: 'loud' }, /^Invalid LOG_LEVEL/],
    [{ OPERATOR_KEY: 'short' }, /^Invalid OPERATOR_KEY.*16 characters/],
    [{ TRUST_PROXY: 'true' }, /^Invalid TRUST_PROXY \("true"\): would believe any client/],
    [{ TRUST_PROXY: 'any' }, /^Invalid TRUST_PROXY.*name the proxies/],
    [{ TRUST_PROXY: '1' }, /^Invalid TRUST_PROXY \("1"\): is a hop count/],
    [{ TRUST_PROXY: '10.0.0.0/99' }, /^Invalid TRUST_PROXY.*not an address or CIDR/],
    [{ PASSWORD_THREADS: '0' }, /^Invalid PASSWORD_THREADS/],
    [{ PASSWORD_QUEUE: 'lots' }, /^Invalid PASSWORD_QUEUE/],
    [{ LOGIN_BUDGET: '-5' }, /^Invalid LOGIN_BUDGET/],
    [{ DOCS: 'yes' }, /^Invalid DOCS/],
  ])('refuses %o with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (err) {
      expect((err as Error).message).toMatch(message);
      expect((err as Error).message).not.toContain('\n');
    }
  });
});
