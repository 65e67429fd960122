import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { authAudit } from '../../src/db/schema/index.ts';
import { UnknownAccountLog } from '../../src/modules/session/unknown-account-log.ts';
import { login } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp, testConfig } from '../helpers/app.ts';

describe('failed logins for unknown accounts, written in batches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const rowsOf = async (ip: string) =>
    t.database.db.select().from(authAudit).where(eq(authAudit.ip, ip));

  it('keeps each failure with the moment it happened, and loses none on flush', async () => {
    const log = new UnknownAccountLog(t.database.db, t.app.log, 60_000);
    const ip = '203.0.113.91';
    const before = Date.now();
    for (let i = 0; i < 3; i++) {
      log.add({ event: 'login_failed', ip, userAgent: 'vitest', detail: { account: `ghost${i}` } });
    }
    // Nothing is written per failure: the batch waits for its time (a minute here).
    expect(await rowsOf(ip)).toEqual([]);
    await new Promise((r) => setTimeout(r, 50));
    await log.flush();
    const rows = await rowsOf(ip);
    expect(rows.map((r) => (r.detail as { account: string }).account).sort()).toEqual([
      'ghost0',
      'ghost1',
      'ghost2',
    ]);
    for (const row of rows) {
      expect(row.memberId).toBeNull();
      // The moment of the failure, not of the write 50 ms later.
      expect(row.at.getTime()).toBeGreaterThanOrEqual(before - 5);
      expect(row.at.getTime()).toBeLessThan(before + 45);
    }
  });

  it('a stopping server writes what is waiting', async () => {
    // A second app on the same database, so the rows can be read after it stops.
    const app = await buildApp({ config: testConfig(), database: t.database });
    await app.ready();
    const ip = '203.0.113.92';
    const res = await login(app, { username: 'ghost-of-nobody', password: 'Wrong1234', ip });
    expect(res.statusCode).toBe(401);
    await app.close();
    expect(await rowsOf(ip)).toMatchObject([{ event: 'login_failed', memberId: null }]);
  });
});
