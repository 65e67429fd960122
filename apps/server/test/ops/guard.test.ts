import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { operatorAudit } from '../../src/db/schema/index.ts';
import { buildTestApp, TEST_OPERATOR_KEY, type TestApp } from '../helpers/app.ts';
import { expectError } from '../system/calls.ts';

const auth = { authorization: `Bearer ${TEST_OPERATOR_KEY}` };

async function lastAudit(t: TestApp) {
  const [row] = await t.database.db
    .select()
    .from(operatorAudit)
    .orderBy(desc(operatorAudit.id))
    .limit(1);
  return row;
}

describe('the operator API answers only its configured addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('by default only this machine: another address gets 403 even with the key, audited', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/maintenance',
      headers: { ...auth, 'x-forwarded-for': '203.0.113.7' },
      payload: { on: true },
    });
    await expectError(res, 403, 'FORBIDDEN');
    expect((await t.app.settings.get()).settings.maintenance.on).toBe(false);
    expect(await lastAudit(t)).toMatchObject({
      keyId: null,
      action: 'POST /ops/maintenance',
      outcome: '403',
      ip: '203.0.113.7',
    });
    const local = await t.app.inject({ url: '/ops/settings', headers: auth });
    expect(local.statusCode).toBe(200);
  });

  it('refuses a bad OPS_ALLOW at start with one clear line', () => {
    for (const value of ['nonsense', '10.0.0.0/33', 'any,127.0.0.1']) {
      expect(() => loadConfig({ OPS_ALLOW: value })).toThrow(ConfigError);
      expect(() => loadConfig({ OPS_ALLOW: value })).toThrow(/^Invalid OPS_ALLOW/);
    }
    expect(loadConfig({ OPS_ALLOW: '10.0.0.0/8, loopback' }).opsAllow.allows('10.2.3.4')).toBe(
      true,
    );
  });
});

describe('wrong operator keys are counted before the key is compared', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ OPS_ALLOW: '198.51.100.0/24' });
  });
  afterAll(() => t.close());

  it('40 parallel guesses from one address: 30 compared, the rest 429; the address stays shut', async () => {
    const guess = (i: number, ip = '198.51.100.20', key = `not-the-key-${i}-0000000000`) =>
      t.app.inject({
        url: '/ops/settings',
        headers: { authorization: `Bearer ${key}`, 'x-forwarded-for': ip },
      });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => guess(i)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    // Even the right key is not compared from that address now…
    expect((await guess(0, '198.51.100.20', TEST_OPERATOR_KEY)).statusCode).toBe(429);
    // …while the operator's own address is unaffected.
    expect((await guess(0, '198.51.100.21', TEST_OPERATOR_KEY)).statusCode).toBe(200);
  });
});

describe('every operator request is audited, whatever its body', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/ops/region/block',
      headers: { ...auth, 'content-type': 'application/json' },
      payload,
    });

  it('a body with NUL characters: 400, an audit row, no SQL in the answer', async () => {
    const res = await post(JSON.stringify({ countries: ['M\u0000X'], cidrs: ['\u0000'] }));
    await expectError(res, 400, 'VALIDATION_FAILED');
    expect(res.body).not.toMatch(/insert|operator_audit|select|params/i);
    const row = await lastAudit(t);
    expect(row).toMatchObject({ action: 'POST /ops/region/block', outcome: '400' });
    expect(row?.payload).toEqual({ countries: ['M\\u0000X'], cidrs: ['\\u0000'] });
  });

  it('a deeply nested body: 400, an audit row, no SQL in the answer', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const res = await post(`{"countries":${deep}}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/insert|operator_audit|select|params/i);
    const row = await lastAudit(t);
    expect(row).toMatchObject({ action: 'POST /ops/region/block', outcome: '400' });
    expect(JSON.stringify(row?.payload)).toContain('nested too deep');
  });

  it('a secret an operator sets for someone is never kept', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/ops/members',
      headers: auth,
      payload: { account: 'audited1', password: 'Sup3rSecret!' },
    });
    const row = await lastAudit(t);
    expect(row?.action).toBe('POST /ops/members');
    expect(JSON.stringify(row?.payload)).not.toContain('Sup3rSecret!');
  });
});
