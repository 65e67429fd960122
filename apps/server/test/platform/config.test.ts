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
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    });
    expect(c).toMatchObject({ port: 9000, trustProxy: true, logLevel: 'warn' });
    expect(c.databaseUrl).toBe('postgres://u@db:5432/x');
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid PORT \("abc"\): /],
    [{ PORT: '70000' }, /^Invalid PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid DATABASE_URL .*postgres:\/\//],
    [{ LOG_LEVEL: 'loud' }, /^Invalid LOG_LEVEL/],
    [{ OPERATOR_KEY: 'short' }, /^Invalid OPERATOR_KEY.*16 characters/],
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
