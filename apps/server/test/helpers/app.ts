import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { openTestDatabase, type TestBackend } from './database.ts';

export const TEST_OPERATOR_KEY = 'test-operator-key-123456';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close: () => Promise<void>;
}

/** The config of a test app: quiet, trusting this machine as its proxy, with an operator key. */
export const testConfig = (env: NodeJS.ProcessEnv = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'loopback',
    OPERATOR_KEY: TEST_OPERATOR_KEY,
    ...env,
  });

/**
 * The whole app on a fresh, migrated and seeded database (in-memory PGlite, or a
 * throw-away PostgreSQL database when DATABASE_URL is set). The app trusts a proxy on
 * this machine (inject comes from 127.0.0.1), so tests play visitors from anywhere with
 * x-forwarded-for.
 */
export async function buildTestApp(
  env: NodeJS.ProcessEnv = {},
  backend?: TestBackend,
): Promise<TestApp> {
  const config = testConfig(env);
  const database = await openTestDatabase(backend);
  try {
    const app = await buildApp({ config, database });
    await app.ready();
    return {
      app,
      database,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}
